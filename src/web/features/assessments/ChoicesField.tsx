import { Alert, Button, Checkbox, CloseButton, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { ASSESSMENT } from '../../../core/constants';
import { newDraftId } from '../../components/forms/draftId';
import {
  addChoice,
  changeChoice,
  choosesSeveral,
  type FieldErrors,
  MIN_CHOICES,
  type MultipleChoiceDraft,
  type QuestionChange,
  removeChoice,
} from './questionDraft';

/**
 * A multiple-choice question's choices, each with its "right" box (issue 15): at least two; with several right it
 * becomes "choose all that apply", each right pick earning its share of the marks.
 */
export function ChoicesField({
  draft,
  name,
  errors,
  onChange,
}: {
  draft: MultipleChoiceDraft;
  /** 'question 3', for the inputs' names. */
  name: string;
  errors: FieldErrors;
  onChange: (change: QuestionChange) => void;
}) {
  const { choices } = draft;
  const id = useId();
  const [labelId, descriptionId] = [`${id}-label`, `${id}-description`];
  return (
    <Input.Wrapper
      label="Choices"
      description={`Tick the right one, or several. At least ${MIN_CHOICES} choices.`}
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      error={errors.choices ?? errors.answer}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap={6} mt={6} role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
        {choices.map((choice, index) => (
          <Group key={choice.key} gap="xs" wrap="nowrap" align="flex-start">
            <Checkbox
              mt={8}
              label="Right"
              aria-label={`Choice ${index + 1} of ${name} is right`}
              checked={choice.right}
              onChange={(event) => {
                const right = event.currentTarget.checked;
                onChange((current) => changeChoice(current, choice.key, { right }));
              }}
            />
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Choice ${index + 1} of ${name}`}
              value={choice.text}
              maxLength={ASSESSMENT.choiceMaxChars}
              onChange={(event) => {
                const text = event.currentTarget.value;
                onChange((current) => changeChoice(current, choice.key, { text }));
              }}
              error={errors[`choices.${index}`]}
            />
            {choices.length > MIN_CHOICES && (
              <CloseButton
                mt={4}
                onClick={() => onChange((current) => removeChoice(current, choice.key))}
                aria-label={`Remove choice ${index + 1} of ${name}`}
              />
            )}
          </Group>
        ))}
        {choosesSeveral(draft) && (
          <Alert variant="light" p="xs">
            <Text size="sm">
              <strong>Choose all that apply.</strong> Students may pick several; each right pick earns its
              share of the marks and each wrong pick takes one share back.
            </Text>
          </Alert>
        )}
        {choices.length < ASSESSMENT.choicesMax && (
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => onChange((current) => addChoice(current, newDraftId))}
              aria-label={`Add a choice to ${name}`}
            >
              Add a choice
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
