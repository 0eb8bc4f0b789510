import { Input, NativeSelect, Stack } from '@mantine/core';
import { useId } from 'react';
import type { QuestionForStudent } from '../../../core/schemas/assessments';
import { chosenMatches, matchingAnswer } from './sittingAnswers';

/** The first option of each list: no match chosen yet. */
const NONE = 'Choose a match';

/**
 * A matching question as a student answers it (issue 33): each prompt with a list of every match, the browser's
 * own so a keyboard and a phone handle it as they handle any list. The answer keeps the matches in prompt order.
 */
export function MatchingInput({
  question,
  value,
  onChange,
  label,
  disabled,
}: {
  question: QuestionForStudent;
  value: string;
  onChange: (value: string) => void;
  label: string;
  disabled: boolean;
}) {
  const id = useId();
  const [labelId, descriptionId] = [`${id}-label`, `${id}-description`];
  const chosen = chosenMatches(question, value);
  const options = [
    { value: '', label: NONE },
    ...question.choices.map((match) => ({ value: match, label: match })),
  ];
  return (
    <Input.Wrapper
      label={label}
      description="Choose a match for each."
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
    >
      <Stack gap="sm" mt="xs" role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
        {question.prompts.map((prompt, index) => (
          <NativeSelect
            // Prompts are unique within a question (the schema refuses a prompt twice).
            key={prompt}
            label={prompt}
            data={options}
            value={chosen[index] ?? ''}
            onChange={(event) => {
              const match = event.currentTarget.value;
              onChange(matchingAnswer(chosen.map((current, place) => (place === index ? match : current))));
            }}
            disabled={disabled}
            maw={420}
          />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
