import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  SIGN_ON_ERROR_MESSAGES,
  SIGN_ON_ERRORS,
  type SignOnError,
  type SignOnProtocol,
  type SignOnProviderSummary,
  signOnStartPath,
} from '../../../core/schemas/signOn';
import { ApiError } from '../../api/envelope';
import { AuthCard } from '../accounts/AuthCard';
import { completeSignIn, IncompleteProfileNotice, useFollowSignIn } from '../accounts/afterSignIn';
import { signOnProviders } from '../accounts/SignOnButtons';
import { exchangeTicket } from './signOnApi';

const knownError = (code: string | null): SignOnError | null =>
  code === null
    ? null
    : (SIGN_ON_ERRORS as readonly string[]).includes(code)
      ? (code as SignOnError)
      : 'failed';

/** Why an exchange failed, as the page words it: a spent or old ticket, a disabled account, anything else. */
function exchangeFailure(error: unknown): SignOnError {
  if (error instanceof ApiError && error.code === 401) return 'expired';
  if (error instanceof ApiError && error.code === 403) return 'disabled';
  return 'failed';
}

type Providers =
  | { state: 'loading' }
  | { state: 'ready'; list: SignOnProviderSummary[] }
  | { state: 'error' };

/** The protocol's providers, for the buttons of the landing page. */
function useProviders(protocol: SignOnProtocol, wanted: boolean): Providers {
  const [providers, setProviders] = useState<Providers>({ state: 'loading' });
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    signOnProviders()
      .then(
        (all) =>
          current && setProviders({ state: 'ready', list: all.filter((p) => p.protocol === protocol) }),
      )
      .catch(() => current && setProviders({ state: 'error' }));
    return () => {
      current = false;
    };
  }, [protocol, wanted]);
  return providers;
}

function ProviderButtons({ providers }: { providers: SignOnProviderSummary[] }) {
  return (
    <Stack gap="sm">
      {providers.map((provider) => (
        <Button key={provider.id} component="a" href={signOnStartPath(provider)} size="md" fullWidth>
          Sign in with {provider.name}
        </Button>
      ))}
    </Stack>
  );
}

const backToSignIn = (
  <Text size="sm">
    <Anchor component={Link} to="/login">
      Back to sign in with a password
    </Anchor>
  </Text>
);

/**
 * The page a single sign-on ends on (issue 34; /loginSSO for OpenID Connect, /loginIDQ for SAML): with `?ticket=`
 * it exchanges the one-time ticket for a session and follows SPEC §2's redirects after login; with `?error=` it
 * says why the sign-in was refused; without either it offers the school's providers of the protocol, or says
 * plainly that the school has not set single sign-on up.
 */
export function SignOnLanding({ protocol }: { protocol: SignOnProtocol }) {
  const [searchParams] = useSearchParams();
  const ticket = searchParams.get('ticket');
  const [failure, setFailure] = useState<SignOnError | null>(knownError(searchParams.get('error')));
  const { incomplete, follow } = useFollowSignIn();
  const exchanging = Boolean(ticket) && !failure;
  const providers = useProviders(protocol, !exchanging);
  // A ticket is spent by its first exchange: never twice, even when an effect runs twice.
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || exchanged.current === ticket) return;
    exchanged.current = ticket;
    exchangeTicket(ticket)
      .then((reply) => completeSignIn(reply))
      .then(follow)
      .catch((error: unknown) => setFailure(exchangeFailure(error)));
  }, [ticket, follow]);

  if (incomplete)
    return (
      <AuthCard title="Signed in">
        <IncompleteProfileNotice missing={incomplete.missing} />
      </AuthCard>
    );

  if (exchanging)
    return (
      <AuthCard title="Signing you in">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Signing you in with your school’s account…</Text>
        </Group>
      </AuthCard>
    );

  const list = providers.state === 'ready' ? providers.list : [];
  if (failure) {
    const { title, message } = SIGN_ON_ERROR_MESSAGES[failure];
    return (
      <AuthCard title="Sign-in did not complete">
        <Alert color="red" variant="light" title={title} role="alert">
          {message}
        </Alert>
        {failure !== 'notConfigured' && failure !== 'disabled' && list.length > 0 && (
          <ProviderButtons providers={list} />
        )}
        {backToSignIn}
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in with your school" intro="Use the account your school gave you.">
      {providers.state === 'loading' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Looking for your school’s sign-in…</Text>
        </Group>
      )}
      {providers.state === 'error' && (
        <Alert color="red" variant="light" role="alert" title="Could not reach the server">
          The school’s sign-in providers could not be read. Check your connection and reload the page.
        </Alert>
      )}
      {providers.state === 'ready' &&
        (list.length ? (
          <ProviderButtons providers={list} />
        ) : (
          <Alert color="blue" variant="light" title={SIGN_ON_ERROR_MESSAGES.notConfigured.title}>
            {SIGN_ON_ERROR_MESSAGES.notConfigured.message}
          </Alert>
        ))}
      {backToSignIn}
    </AuthCard>
  );
}
