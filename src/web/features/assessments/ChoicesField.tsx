import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Input,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
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
import { setMultiple, setWeighted } from './questionDraftKeys';
import { WeightInput } from './WeightInput';

const WEIGHT_MIN = -100;
const WEIGHT_MAX = 100;

function SeveralNote({ weighted }: { weighted: boolean }) {
  return (
    <Alert variant="light" p="xs">
      <Text size="sm">
        <strong>Choose all that apply.</strong>{' '}
        {weighted
          ? 'Students may pick several; the weights of their picks add up, between 0% and 100% of the marks.'
          : 'Students may pick several; each right pick earns its share of the marks and each wrong pick takes one share back.'}
      </Text>
    </Alert>
  );
}

/**
 * A multiple-choice question's choices (issue 15): at least two, each with its "right" box; with several right it
 * becomes "choose all that apply", each right pick earning its share of the marks. With weights per choice (issue
 * 33, as Moodle grades answers) each choice earns a percentage instead, -100% to 100%, and the teacher says
 * whether students may pick several.
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
  const { choices, weighted } = draft;
  const id = useId();
  const [labelId, descriptionId] = [`${id}-label`, `${id}-description`];
  return (
    <Stack gap="xs">
      <Switch
        label="Weights per choice"
        description="Give each choice a share of the marks, as Moodle does: from -100% to 100%."
        checked={weighted}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          onChange((current) => setWeighted(current, on));
        }}
        aria-label={`Weights per choice for ${name}`}
      />
      {weighted && (
        <Switch
          label="Students may pick several"
          checked={draft.multiple}
          onChange={(event) => {
            const several = event.currentTarget.checked;
            onChange((current) => setMultiple(current, several));
          }}
          aria-label={`Students may pick several choices in ${name}`}
        />
      )}
      <Input.Wrapper
        label="Choices"
        description={
          weighted
            ? `The weight each choice earns; at least one above 0%. At least ${MIN_CHOICES} choices.`
            : `Tick the right one, or several. At least ${MIN_CHOICES} choices.`
        }
        labelElement="div"
        labelProps={{ id: labelId }}
        descriptionProps={{ id: descriptionId }}
        error={errors.choices ?? errors.answer ?? errors.weights}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
      >
        <Stack gap={6} mt={6} role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
          {choices.map((choice, index) => (
            <Group key={choice.key} gap="xs" wrap="nowrap" align="flex-start">
              {weighted ? (
                <WeightInput
                  label={`Weight of choice ${index + 1} of ${name}, in percent`}
                  value={choice.weight}
                  min={WEIGHT_MIN}
                  max={WEIGHT_MAX}
                  error={errors[`weights.${index}`]}
                  onChange={(weight) => onChange((current) => changeChoice(current, choice.key, { weight }))}
                />
              ) : (
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
              )}
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
          {choosesSeveral(draft) && <SeveralNote weighted={weighted} />}
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
    </Stack>
  );
}
