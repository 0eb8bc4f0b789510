import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { INCOMPLETE_PROFILE_REDIRECT_MS } from '../../../core/constants';
import { loginIdentity } from '../../../core/rules/loginIdentity';
import { ACCOUNT_FIELDS as F } from '../../../core/schemas/fields';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { useLazyValidatedSubmit } from '../../components/forms/useLazyValidatedSubmit';
import { usePlainForm } from '../../components/forms/usePlainForm';
import { useSubmission } from '../../components/forms/useSubmission';
import { signIn } from '../../platform/session';
import { AuthCard } from './AuthCard';
import { accountSchema } from './accountSchema';
import { checkUserProfile, login } from './accountsApi';
import { describeMissing } from './profileFields';
import { ResendVerification } from './ResendVerification';
import { ServerAlert } from './ServerAlert';
import { VerifyEmailNotice } from './VerifyEmailNotice';

interface Credentials extends Record<string, string> {
  identity: string;
  password: string;
}

/** Where a successful sign-in leads (SPEC §2 /login and /t_login). */
type Outcome = { kind: 'go'; to: string } | { kind: 'incompleteProfile'; to: string; missing: string[] };

/** /login and /t_login/:courseId/:lecturesId: sign in with username or email and password (SPEC §2, §4, §5). */
export default function LoginPage() {
  const navigate = useNavigate();
  const { courseId, lecturesId } = useParams();
  const [searchParams] = useSearchParams();
  const verifyToken = searchParams.get('verify');
  const lectureEntry = courseId && lecturesId ? { courseId, lecturesId } : null;
  const [incomplete, setIncomplete] = useState<Extract<Outcome, { kind: 'incompleteProfile' }> | null>(null);

  const form = usePlainForm<Credentials>({ identity: '', password: '' });

  const submit = useSubmission(
    async (values: Credentials): Promise<Outcome> => {
      const identity = loginIdentity({ username: values.identity });
      const reply = await login({
        [identity?.kind ?? 'username']: identity?.value ?? '',
        password: values.password,
      });
      await signIn(reply);
      if (lectureEntry) {
        const { courseId: course, lecturesId: lecture } = lectureEntry;
        return {
          kind: 'go',
          to: `/waitlecture/${encodeURIComponent(course)}/${encodeURIComponent(lecture)}`,
        };
      }
      // The completeness check must not block a good sign-in: if it fails, the dashboard opens.
      const profile = await checkUserProfile(reply.userId).catch(() => null);
      if (!profile || profile.result) return { kind: 'go', to: '/dashboard' };
      return {
        kind: 'incompleteProfile',
        to: `/profile/${encodeURIComponent(reply.user.username)}`,
        missing: profile.missing,
      };
    },
    {
      onSuccess: (outcome) => {
        if (outcome.kind === 'go') void navigate(outcome.to, { replace: true });
        else setIncomplete(outcome);
      },
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

  // SPEC §2: an incomplete profile goes to /profile/{username} after 1 second, with the notice on screen.
  useEffect(() => {
    if (!incomplete) return;
    const timer = setTimeout(
      () => void navigate(incomplete.to, { replace: true }),
      INCOMPLETE_PROFILE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [incomplete, navigate]);

  return (
    <AuthCard
      title={lectureEntry ? 'Sign in to join the lecture' : 'Sign in'}
      intro={lectureEntry ? 'Your lecture is waiting. Sign in and you go straight to it.' : 'Welcome back.'}
    >
      {verifyToken && <VerifyEmailNotice token={verifyToken} />}
      {incomplete ? (
        <Alert color="purple" title="You are signed in" role="status">
          Your profile still needs {describeMissing(incomplete.missing)}. Taking you to your profile…
        </Alert>
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
