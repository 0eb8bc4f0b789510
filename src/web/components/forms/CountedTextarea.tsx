import { Textarea, type TextareaProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

const numberFormat = new Intl.NumberFormat('en');

/**
 * A field's hint with how much of its limit is used, right-aligned ('120 of 2,000 characters'). It sits in the
 * field's description, which screen readers read with the field; reaching the limit is announced once.
 */
export function UsageCount({
  hint,
  used,
  max,
  unit,
}: {
  hint?: ReactNode;
  used: number;
  max: number;
  unit: 'characters' | 'lines';
}) {
  const over = used - max;
  return (
    <span style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--mantine-spacing-sm)' }}>
      <span>{hint}</span>
      <span
        style={{
          whiteSpace: 'nowrap',
          marginInlineStart: 'auto',
          color: over > 0 ? 'var(--mantine-color-red-8)' : undefined,
        }}
      >
        {numberFormat.format(used)} of {numberFormat.format(max)} {unit}
        {over > 0 && `: ${numberFormat.format(over)} too many`}
      </span>
      <VisuallyHidden component="span" aria-live="polite">
        {used >= max ? `The limit of ${numberFormat.format(max)} ${unit} is reached.` : ''}
      </VisuallyHidden>
    </span>
  );
}

export interface CountedTextareaProps extends Omit<TextareaProps, 'maxLength' | 'value'> {
  /** Controlled: the count follows it. */
  value?: string;
  /** The schema's limit (core/schemas/fields.ts): the field takes no more, and counts towards it. */
  maxLength: number;
}

/** A textarea for long text (descriptions, a bio): it stops at its limit and shows how much is used. */
export function CountedTextarea({ description, maxLength, value, ...props }: CountedTextareaProps) {
  return (
    <Textarea
      {...props}
      value={value}
      maxLength={maxLength}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <UsageCount hint={description} used={value?.length ?? 0} max={maxLength} unit="characters" />
      }
    />
  );
}
