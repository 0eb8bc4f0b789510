import { Button, CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { ASSESSMENT } from '../../../core/constants';
import { newDraftId } from '../../components/forms/draftId';
import {
  addAccepted,
  type FieldErrors,
  type OneWordDraft,
  type QuestionChange,
  removeAccepted,
  setAccepted,
} from './questionDraft';

/**
 * A one-word question's accepted answers, one per input (issue 15): a student's word is right when it matches one
 * of them, case and spacing aside (core/rules/questionMarking).
 */
export function AcceptedAnswersField({
  draft: { accepted },
  name,
  errors,
  onChange,
}: {
  draft: OneWordDraft;
  /** 'question 3', for the inputs' names. */
  name: string;
  errors: FieldErrors;
  onChange: (change: QuestionChange) => void;
}) {
  const id = useId();
  const [labelId, descriptionId] = [`${id}-label`, `${id}-description`];
  return (
    <Input.Wrapper
      label="Accepted answers"
      description="Right when the student's word matches one of these; capitals and extra spaces do not count."
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      error={errors.answer}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap={6} mt={6} role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
        {accepted.map((entry, index) => (
          <Group key={entry.key} gap={4} wrap="nowrap" align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Accepted answer ${index + 1} of ${name}`}
              value={entry.text}
              maxLength={ASSESSMENT.choiceMaxChars}
              onChange={(event) => {
                const text = event.currentTarget.value;
                onChange((current) => setAccepted(current, entry.key, text));
              }}
              error={errors[`accepted.${index}`]}
            />
            {accepted.length > 1 && (
              <CloseButton
                mt={4}
                onClick={() => onChange((current) => removeAccepted(current, entry.key))}
                aria-label={`Remove accepted answer ${index + 1} of ${name}`}
              />
            )}
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => onChange((current) => addAccepted(current, newDraftId))}
            aria-label={`Add an accepted answer to ${name}`}
          >
            Add an accepted answer
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
