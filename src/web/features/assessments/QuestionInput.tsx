import { Checkbox, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { ASSESSMENT } from '../../../core/constants';
import { splitAnswer } from '../../../core/rules/questionMarking';
import type { QuestionForStudent } from '../../../core/schemas/assessments';
import { MatchingInput } from './MatchingInput';
import { pickedAnswer } from './sittingAnswers';

/**
 * The answer to one question, by its SPEC §3 type: one word in a text field, a brief answer in plain text, one
 * choice among radios or, where the question lets several be picked (the server says so), any number of
 * checkboxes; a number in a text field with the keypad for decimals (the text is kept, the server reads the
 * number from it); for matching, a list of matches per prompt. `label` names the field for screen readers ("Your
 * answer to question 3").
 */
export function QuestionInput({
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
  if (question.type === 'one_word')
    return (
      <TextInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
        maxLength={ASSESSMENT.answerMaxChars}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maw={420}
      />
    );
  if (question.type === 'numerical')
    return (
      <TextInput
        label={label}
        description="A number, such as 3.5; a unit after it is fine."
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
        maxLength={ASSESSMENT.answerMaxChars}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        maw={240}
      />
    );
  if (question.type === 'matching')
    return (
      <MatchingInput
        question={question}
        value={value}
        onChange={onChange}
        label={label}
        disabled={disabled}
      />
    );
  if (question.type === 'brief')
    return (
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
        maxLength={ASSESSMENT.answerMaxChars}
        autosize
        minRows={4}
        maxRows={16}
      />
    );
  if (question.multiple)
    return (
      <Checkbox.Group
        label={label}
        description="Choose all that apply."
        value={splitAnswer(value)}
        onChange={(picked) => onChange(pickedAnswer(question.choices, picked))}
      >
        <Stack gap="sm" mt="xs">
          {question.choices.map((choice) => (
            <Checkbox key={choice} value={choice} label={choice} size="md" disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  return (
    <Radio.Group label={label} description="Choose one." value={value || null} onChange={onChange}>
      <Stack gap="sm" mt="xs">
        {question.choices.map((choice) => (
          <Radio key={choice} value={choice} label={choice} size="md" disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
