import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '../../../core/constants';

interface WithNewPassword {
  newPassword: string;
  confirmPassword: string;
}

/** The new password and its repetition, shared by the change and reset forms. */
export function NewPasswordFields<T extends WithNewPassword>({
  form,
  autoFocus = false,
}: {
  form: UseFormReturnType<T>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters`}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('newPassword')}
      />
      <PasswordInput
        label="Repeat the new password"
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
