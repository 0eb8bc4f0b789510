import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { useLazyValidatedSubmit } from '../../components/forms/useLazyValidatedSubmit';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { errorMessage } from '../../components/PageStates';
import { storage } from '../../platform/storage';
import { AuthCard } from './AuthCard';
import { accountSchema } from './accountSchema';
import { resetPassword, verifyResetPasswordMail } from './accountsApi';
import { confirmationErrors, NewPasswordFields } from './NewPasswordFields';
import { ServerAlert } from './ServerAlert';

interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}

/**
 * /resetPassword/:passwordToken, the link of the reset mail: checks the link, keeps the returned token and user id
 * as Accounts.token and Accounts.userId (SPEC §3, §7), then sets the new password with that token.
 */
export default function ResetPasswordPage() {
  const { passwordToken = '' } = useParams();
  const link = useQuery({
    queryKey: ['verifyResetPasswordMail', passwordToken],
    queryFn: () => verifyResetPasswordMail(passwordToken),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const checked = link.data;
  useEffect(() => {
    if (!checked) return;
    storage.resetToken.set(checked.token);
    storage.userId.set(checked.userId);
  }, [checked]);

  const form = useForm<NewPassword>({ initialValues: { newPassword: '', confirmPassword: '' } });
  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      resetPassword({ passwordToken: storage.resetToken.get() ?? checked?.token ?? '', newPassword }),
    onSuccess: () => {
      // The reset is done: its token and the user id it came with are no longer needed.
      storage.resetToken.set(null);
      storage.userId.set(null);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const { onSubmit, checking } = useLazyValidatedSubmit(form, {
    load: () => accountSchema('resetPasswordBody').then((body) => body.pick({ newPassword: true })),
    formRules: confirmationErrors,
    onValid: (values) => reset.mutate(values.newPassword),
  });

  if (link.isPending) return <LoadingSpinner label="Checking your reset link…" />;

  if (link.isError) {
    return (
      <AuthCard title="This reset link does not work">
        <Alert color="red" role="alert">
          {errorMessage(link.error)}
        </Alert>
        <Button component={Link} to="/forgotPassword" size="md" fullWidth>
          Ask for a new link
        </Button>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Alert color="teal" role="status">
          {reset.data.msg}
        </Alert>
        <Button component={Link} to="/login" size="md" fullWidth>
          Sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields form={form} autoFocus />
          <ServerAlert error={reset.error} />
          <Button type="submit" size="md" loading={checking || reset.isPending} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
