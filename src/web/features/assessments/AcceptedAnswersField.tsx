import { Button, CloseButton, Group, Input, Stack, Switch, TextInput } from '@mantine/core';
import { useId } from 'react';
import { ASSESSMENT } from '../../../core/constants';
import { newDraftId } from '../../components/forms/draftId';
import {
  addAccepted,
  changeAccepted,
  type FieldErrors,
  FULL_WEIGHT,
  type OneWordDraft,
  type QuestionChange,
  removeAccepted,
  setAccepted,
} from './questionDraft';
import { setWeighted } from './questionDraftKeys';
import { WeightInput } from './WeightInput';

/** An accepted answer earns at least this much: one earning nothing would be a wrong answer. */
const WEIGHT_MIN = 1;

/** The schema's message about the weights, at the list or at one of them (counted among the answers given). */
const weightsProblem = (errors: FieldErrors) =>
  errors.weights ?? Object.entries(errors).find(([field]) => field.startsWith('weights.'))?.[1];

/**
 * A one-word question's accepted answers, one per input (issue 15): a student's word is right when it matches one
 * of them, case and spacing aside (core/rules/questionMarking). With weights per answer (issue 33, Moodle's
 * `=%50%answer`) each earns its percentage of the marks, 1% to 100%.
 */
export function AcceptedAnswersField({
  draft: { accepted, weighted },
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
    <Stack gap="xs">
      <Switch
        label="Weights per answer"
        description="Give each accepted answer a share of the marks, as Moodle does: from 1% to 100%."
        checked={weighted}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          onChange((current) => setWeighted(current, on));
        }}
        aria-label={`Weights per answer for ${name}`}
      />
      <Input.Wrapper
        label="Accepted answers"
        description="Right when the student's word matches one of these; capitals and extra spaces do not count."
        labelElement="div"
        labelProps={{ id: labelId }}
        descriptionProps={{ id: descriptionId }}
        error={errors.answer ?? (weighted ? weightsProblem(errors) : undefined)}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      >
        <Stack gap={6} mt={6} role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
          {accepted.map((entry, index) => (
            <Group key={entry.key} gap={4} wrap="nowrap" align="flex-start">
              {weighted && (
                <WeightInput
                  label={`Weight of accepted answer ${index + 1} of ${name}, in percent`}
                  value={entry.weight}
                  min={WEIGHT_MIN}
                  max={FULL_WEIGHT}
                  onChange={(weight) => onChange((current) => changeAccepted(current, entry.key, { weight }))}
                />
              )}
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
    </Stack>
  );
}
