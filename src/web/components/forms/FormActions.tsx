import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../PageStates';

/**
 * The end of a form in a dialog: what the server said went wrong (its field messages also show under the
 * inputs), then Cancel and the submit button.
 */
export function FormActions({
  error,
  pending,
  submitLabel,
  onCancel,
  submitDisabled,
  cancelLabel = 'Cancel',
}: {
  /** The failed submission's error, or null. */
  error: unknown;
  pending: boolean;
  submitLabel: ReactNode;
  onCancel: () => void;
  submitDisabled?: boolean;
  /** A form on a page rather than in a dialog undoes its changes instead ("Undo changes"). */
  cancelLabel?: string;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
