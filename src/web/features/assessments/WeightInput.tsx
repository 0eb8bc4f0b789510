import { NumberInput, Text } from '@mantine/core';
import type { DraftWeight } from './questionDraft';

/**
 * A weight in percent (issue 33, Moodle's answer grades): typed as a number, shown with its % sign, kept within
 * `min`..`max` so the schema's range is never crossed. `label` is what a screen reader says ("Weight of choice 2
 * of question 3, in percent"); `visibleLabel` the short word shown above it, if any.
 */
export function WeightInput({
  label,
  visibleLabel,
  value,
  min,
  max,
  error,
  onChange,
}: {
  label: string;
  visibleLabel?: string;
  value: DraftWeight;
  min: number;
  max: number;
  error?: string;
  onChange: (weight: DraftWeight) => void;
}) {
  return (
    <NumberInput
      label={visibleLabel}
      aria-label={label}
      w={{ base: 92, sm: 110 }}
      min={min}
      max={max}
      decimalScale={5}
      clampBehavior="strict"
      allowNegative={min < 0}
      value={value}
      onChange={(weight) => onChange(typeof weight === 'number' ? weight : '')}
      rightSection={
        <Text size="sm" c="dimmed" aria-hidden>
          %
        </Text>
      }
      rightSectionPointerEvents="none"
      error={error}
    />
  );
}
