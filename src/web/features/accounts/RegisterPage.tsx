import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../../core/constants';
import type { createUserBody } from '../../../core/schemas/accounts';
import { ACCOUNT_FIELDS as F } from '../../../core/schemas/fields';
import type { SiteSettings } from '../../../core/schemas/site';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { useLazyValidatedSubmit } from '../../components/forms/useLazyValidatedSubmit';
import { useSiteSettings } from '../../platform/siteSettings';
import { AuthCard } from './AuthCard';
import { accountSchema } from './accountSchema';
import { createAccount } from './accountsApi';
import { ServerAlert } from './ServerAlert';

type Registration = z.input<typeof createUserBody>;

/**
 * Teacher or student, when the school takes teacher registrations (TEACHER_REGISTRATION); a teacher then waits
 * for an administrator's approval, which the choice says up front.
 */
function RoleChoice({
  settings,
  inputProps,
}: {
  settings: SiteSettings | null;
  inputProps: ReturnType<ReturnType<typeof useForm<Registration>>['getInputProps']>;
}) {
  if (!settings) return <Skeleton height={56} />;
  if (!settings.teacherRegistration)
    return (
      <Text size="sm" c="dimmed">
        This creates a student account. Teacher accounts are set up by the school: write to{' '}
        <Anchor href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Anchor>.
      </Text>
    );
  return (
    <Radio.Group
      label="I am a"
      required
      description={
        inputProps.value === 'teacher'
          ? 'An administrator approves each teacher account before it can create courses or see students.'
          : undefined
      }
      {...inputProps}
    >
      <Group mt={6} gap="lg">
        <Radio value="student" label="Student" />
        <Radio value="teacher" label="Teacher" />
      </Group>
    </Radio.Group>
  );
}

/** /register: a teacher or student account; the confirmation mail comes next (SPEC §2, §5, §7). */
export default function RegisterPage() {
  const settings = useSiteSettings();
  const form = useForm<Registration>({
    initialValues: { role: 'student', fullName: '', username: '', email: '', password: '' },
  });
  const register = useMutation({
    mutationFn: async (values: Registration) =>
      createAccount((await accountSchema('createUserBody')).parse(values)),
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const { onSubmit, checking } = useLazyValidatedSubmit(form, {
    load: () => accountSchema('createUserBody'),
    onValid: (values) => register.mutate(values),
  });

  if (register.isSuccess) {
    return (
      <AuthCard title="Check your mail">
        <Alert color="teal" role="status" title="Your account is created">
          {register.data.msg || `We sent a confirmation link to ${register.data.data.email}.`} Open the link
          in that mail to confirm your address.
        </Alert>
        <Button component={Link} to="/login" size="md" fullWidth>
          Go to sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      intro={
        settings?.teacherRegistration === false
          ? 'For students of your school or training centre.'
          : 'For teachers and students of your school or training centre.'
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <RoleChoice settings={settings} inputProps={form.getInputProps('role')} />
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            maxLength={F.fullName.max}
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label="Username"
            description="3 to 32 letters, digits, dots, dashes or underscores"
            autoComplete="username"
            maxLength={F.username.max}
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={F.email.max}
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters; a phrase of a few words is easy to remember`}
            autoComplete="new-password"
            maxLength={F.password.max}
            required
            {...form.getInputProps('password')}
          />
          <ServerAlert error={register.error} />
          <Button type="submit" size="md" loading={checking || register.isPending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
