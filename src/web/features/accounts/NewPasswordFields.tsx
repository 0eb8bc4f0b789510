import { PasswordInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { ACCOUNT_FIELDS as F } from '../../../core/schemas/fields';

interface WithNewPassword {
  newPassword: string;
  confirmPassword: string;
}

/** What only the form checks of the two fields: the repetition matches. */
export const confirmationErrors = ({ newPassword, confirmPassword }: WithNewPassword): FormErrors =>
  confirmPassword === newPassword ? {} : { confirmPassword: 'The two passwords differ.' };

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
        label={F.newPassword.label}
        description={`At least ${F.newPassword.min} characters`}
        maxLength={F.newPassword.max}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        {...form.getInputProps('newPassword')}
      />
      <PasswordInput
        label="Repeat the new password"
        maxLength={F.newPassword.max}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmPassword')}
      />
    </>
  );
}
