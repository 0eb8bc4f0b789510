import { Alert } from '@mantine/core';
import { errorMessage } from '../../components/PageStates';

/** The server's message for a failed form submission (validation, wrong password, 429 and the rest). */
export function ServerAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {errorMessage(error)}
    </Alert>
  );
}
