import { Button, CloseButton, Group, Input, NumberInput, Stack } from '@mantine/core';
import { useId } from 'react';
import { ASSESSMENT } from '../../../core/constants';
import { newDraftId } from '../../components/forms/draftId';
import { type FieldErrors, FULL_WEIGHT, type NumericalDraft, type QuestionChange } from './questionDraft';
import { addNumber, changeNumber, MIN_NUMBERS, removeNumber } from './questionDraftKeys';
import { WeightInput } from './WeightInput';

/**
 * A numerical question's accepted numbers (issue 33, as Moodle's): each with its tolerance either side and the
 * share of the marks it earns (100% unless said otherwise; one must earn 100%). A student's answer is read as the
 * number it starts with, so a unit after it does no harm.
 */
export function NumbersField({
  draft: { numbers },
  name,
  errors,
  onChange,
}: {
  draft: NumericalDraft;
  /** 'question 3', for the inputs' names. */
  name: string;
  errors: FieldErrors;
  onChange: (change: QuestionChange) => void;
}) {
  const id = useId();
  const [labelId, descriptionId] = [`${id}-label`, `${id}-description`];
  return (
    <Input.Wrapper
      label="Accepted numbers"
      description="Right when the student's number is within the tolerance either side. One number must earn 100%; others may earn less, for a near miss."
      labelElement="div"
      labelProps={{ id: labelId }}
      descriptionProps={{ id: descriptionId }}
      error={errors.numbers}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="sm" mt={6} role="group" aria-labelledby={labelId} aria-describedby={descriptionId}>
        {numbers.map((entry, index) => {
          const place = `${index + 1} of ${name}`;
          return (
            <Group key={entry.key} gap="xs" wrap="wrap" align="flex-start">
              <NumberInput
                label="Number"
                aria-label={`Number ${place}`}
                w={{ base: 150, sm: 180 }}
                decimalScale={10}
                value={entry.value}
                onChange={(value) =>
                  onChange((current) =>
                    changeNumber(current, entry.key, { value: typeof value === 'number' ? value : '' }),
                  )
                }
                error={errors[`numbers.${index}.value`]}
              />
              <NumberInput
                label="Tolerance (±)"
                aria-label={`Tolerance (±) of number ${place}`}
                w={{ base: 120, sm: 140 }}
                min={0}
                allowNegative={false}
                decimalScale={10}
                value={entry.tolerance}
                onChange={(tolerance) =>
                  onChange((current) =>
                    changeNumber(current, entry.key, {
                      tolerance: typeof tolerance === 'number' ? tolerance : '',
                    }),
                  )
                }
                error={errors[`numbers.${index}.tolerance`]}
              />
              <WeightInput
                visibleLabel="Weight"
                label={`Weight of number ${place}, in percent`}
                value={entry.weight}
                min={0}
                max={FULL_WEIGHT}
                error={errors[`numbers.${index}.weight`]}
                onChange={(weight) => onChange((current) => changeNumber(current, entry.key, { weight }))}
              />
              {numbers.length > MIN_NUMBERS && (
                <CloseButton
                  mt={28}
                  onClick={() => onChange((current) => removeNumber(current, entry.key))}
                  aria-label={`Remove number ${place}`}
                />
              )}
            </Group>
          );
        })}
        {numbers.length < ASSESSMENT.choicesMax && (
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => onChange((current) => addNumber(current, newDraftId))}
              aria-label={`Add a number to ${name}`}
            >
              Add a number
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
