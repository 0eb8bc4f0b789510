import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ACCOUNT_FIELDS as F } from '../../../core/schemas/fields';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { useLazyValidatedSubmit } from '../../components/forms/useLazyValidatedSubmit';
import { AuthCard } from './AuthCard';
import { accountSchema } from './accountSchema';
import { forgotPassword } from './accountsApi';
import { ServerAlert } from './ServerAlert';

/** /forgotPassword: mails a reset link (SPEC §7; the address is lower-cased, SPEC §5). */
export default function ForgotPasswordPage() {
  const form = useForm({ initialValues: { email: '' } });
  const request = useMutation({
    mutationFn: (email: string) => forgotPassword(email.trim().toLowerCase()),
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const { onSubmit, checking } = useLazyValidatedSubmit(form, {
    load: () => accountSchema('emailBody'),
    onValid: (values) => request.mutate(values.email),
  });

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your account's email address and we mail you a reset link."
    >
      {request.isSuccess ? (
        <Alert color="teal" role="status" title="Check your mail">
          {request.data.msg}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              maxLength={F.email.max}
              required
              data-autofocus
              {...form.getInputProps('email')}
            />
            <ServerAlert error={request.error} />
            <Button type="submit" size="md" loading={checking || request.isPending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm">
        Remembered it?{' '}
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
