import type { ReactNode } from 'react';
import { UsageCount } from '../forms/CountedTextarea';

/** What an editor shows under it: its description, and how much of its limit the text uses when it has one. */
export function editorHint(value: string, description?: string, maxLength?: number): ReactNode {
  return maxLength === undefined ? (
    description
  ) : (
    <UsageCount hint={description} used={value.length} max={maxLength} unit="characters" />
  );
}
