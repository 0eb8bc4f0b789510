import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { loginIdentity } from '../../../core/rules/loginIdentity';
import { ACCOUNT_FIELDS as F } from '../../../core/schemas/fields';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { useLazyValidatedSubmit } from '../../components/forms/useLazyValidatedSubmit';
import { usePlainForm } from '../../components/forms/usePlainForm';
import { useSubmission } from '../../components/forms/useSubmission';
import { AuthCard } from './AuthCard';
import { accountSchema } from './accountSchema';
import { login } from './accountsApi';
import { completeSignIn, IncompleteProfileNotice, type SignInOutcome, useFollowSignIn } from './afterSignIn';
import { ResendVerification } from './ResendVerification';
import { ServerAlert } from './ServerAlert';
import { SignOnButtons } from './SignOnButtons';
import { VerifyEmailNotice } from './VerifyEmailNotice';

interface Credentials extends Record<string, string> {
  identity: string;
  password: string;
}

/** /login and /t_login/:courseId/:lecturesId: sign in with username or email and password (SPEC §2, §4, §5). */
export default function LoginPage() {
  const { courseId, lecturesId } = useParams();
  const [searchParams] = useSearchParams();
  const verifyToken = searchParams.get('verify');
  const lectureEntry = courseId && lecturesId ? { courseId, lecturesId } : null;
  const { incomplete, follow } = useFollowSignIn();

  const form = usePlainForm<Credentials>({ identity: '', password: '' });

  const submit = useSubmission(
    async (values: Credentials): Promise<SignInOutcome> => {
      const identity = loginIdentity({ username: values.identity });
      const reply = await login({
        [identity?.kind ?? 'username']: identity?.value ?? '',
        password: values.password,
      });
      return completeSignIn(reply, lectureEntry);
    },
    {
      onSuccess: follow,
      onError: (error) => form.setErrors(serverFieldErrors(error)),
    },
  );

  // SPEC §5: one field takes a username or an email (an entry with @ is an email); loginBody checks it as username.
  const { onSubmit, checking } = useLazyValidatedSubmit(form, {
    load: () => accountSchema('loginBody'),
    toSchemaInput: (values) => ({ username: values.identity, password: values.password }),
    toFormErrors: ({ username, ...rest }) => (username ? { ...rest, identity: username } : rest),
    onValid: (values) => submit.mutate(values),
  });

  return (
    <AuthCard
      title={lectureEntry ? 'Sign in to join the lecture' : 'Sign in'}
      intro={lectureEntry ? 'Your lecture is waiting. Sign in and you go straight to it.' : 'Welcome back.'}
    >
      {verifyToken && <VerifyEmailNotice token={verifyToken} />}
      {incomplete ? (
        <IncompleteProfileNotice missing={incomplete.missing} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={F.identity.label}
              maxLength={F.identity.max}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              data-autofocus
              {...form.getInputProps('identity')}
            />
            <PasswordInput
              label={F.password.label}
              maxLength={F.password.max}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt={-8}>
              <Anchor component={Link} to="/forgotPassword" size="sm">
                Forgot password?
              </Anchor>
            </Group>
            <ServerAlert error={submit.error} />
            <Button type="submit" size="md" loading={checking || submit.isPending} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      )}
      {!incomplete && !lectureEntry && <SignOnButtons />}
      <Stack gap="xs">
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to="/register">
            Create an account
          </Anchor>
        </Text>
        <ResendVerification />
      </Stack>
    </AuthCard>
  );
}
