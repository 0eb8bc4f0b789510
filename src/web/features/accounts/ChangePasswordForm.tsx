import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { changePasswordBody } from '../../../core/schemas/accounts';
import { ACCOUNT_FIELDS as F } from '../../../core/schemas/fields';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { zodValidate } from '../../components/forms/zodValidate';
import { changePassword } from './accountsApi';
import { confirmationErrors, NewPasswordFields } from './NewPasswordFields';
import { ServerAlert } from './ServerAlert';

interface Passwords {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /user/changePassword (SPEC §7) for the signed-in user. */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const checkBody = zodValidate<Omit<Passwords, 'confirmPassword'> & { userId: string }>(changePasswordBody);
  const form = useForm<Passwords>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      ...checkBody({ userId, oldPassword: values.oldPassword, newPassword: values.newPassword }),
      ...confirmationErrors(values),
    }),
  });
  const change = useMutation({
    mutationFn: (values: Passwords) =>
      changePassword({ userId, oldPassword: values.oldPassword, newPassword: values.newPassword }),
    onSuccess: () => form.reset(),
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });

  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={F.currentPassword.label}
          maxLength={F.currentPassword.max}
          autoComplete="current-password"
          required
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields form={form} />
        <ServerAlert error={change.error} />
        {change.isSuccess && (
          <Alert color="teal" role="status">
            {change.data.msg}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
