import { Alert, Button, List, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../components/PageStates';
import { sendVerificationEmail } from '../accounts/accountsApi';
import { missingFieldLabel } from '../accounts/profileFields';

/** What the completeness check (POST /api/v1/user/checkUserProfile) still misses, with the way to fix each. */
export function CompletenessNotice({ missing, email }: { missing: readonly string[]; email: string }) {
  const resend = useMutation({ mutationFn: () => sendVerificationEmail(email) });
  if (missing.length === 0) return null;
  return (
    <Alert color="orange" title="Your profile is not complete yet" role="status">
      <Text size="sm" mb="xs">
        Still missing:
      </Text>
      <List size="sm" spacing={2} mb="sm">
        {missing.map((field) => (
          <List.Item key={field}>{missingFieldLabel(field)}</List.Item>
        ))}
      </List>
      {missing.includes('emailVerified') && (
        <>
          <Text size="sm" mb="xs">
            To confirm {email}, open the link we mailed you.
          </Text>
          {resend.isSuccess ? (
            <Text size="sm" fw={500}>
              {resend.data.msg}
            </Text>
          ) : (
            <Button
              size="xs"
              variant="white"
              color="dark"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Send the confirmation mail again
            </Button>
          )}
          {resend.isError && (
            <Text size="sm" c="red" mt={4}>
              {errorMessage(resend.error)}
            </Text>
          )}
        </>
      )}
    </Alert>
  );
}
