import { Alert, Anchor, Button, Collapse, Group, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ACCOUNT_FIELDS as F } from '../../../core/schemas/fields';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { useLazyValidatedSubmit } from '../../components/forms/useLazyValidatedSubmit';
import { usePlainForm } from '../../components/forms/usePlainForm';
import { useSubmission } from '../../components/forms/useSubmission';
import { accountSchema } from './accountSchema';
import { sendVerificationEmail } from './accountsApi';
import { ServerAlert } from './ServerAlert';

/** 'Resend verification email': a new confirmation link for an address that was not confirmed yet. */
export function ResendVerification() {
  const [opened, toggle] = useDisclosure(false);
  const form = usePlainForm({ email: '' });
  const send = useSubmission((email: string) => sendVerificationEmail(email.trim().toLowerCase()), {
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const { onSubmit, checking } = useLazyValidatedSubmit(form, {
    load: () => accountSchema('emailBody'),
    onValid: (values) => send.mutate(values.email),
  });

  return (
    <Stack gap="xs">
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={toggle.toggle}
        aria-expanded={opened}
        ta="left"
      >
        Didn't get the confirmation mail? Send it again
      </Anchor>
      <Collapse in={opened}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="xs">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Email address"
                type="email"
                autoComplete="email"
                maxLength={F.email.max}
                size="sm"
                style={{ flex: 1 }}
                {...form.getInputProps('email')}
              />
              <Button type="submit" size="sm" variant="light" loading={checking || send.isPending}>
                Send
              </Button>
            </Group>
            <ServerAlert error={send.error} />
            {send.isSuccess && (
              <Alert color="teal" role="status">
                {send.data.msg}
              </Alert>
            )}
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
