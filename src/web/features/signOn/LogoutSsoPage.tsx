import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { signOut } from '../../platform/session';
import { storage } from '../../platform/storage';
import { AuthCard } from '../accounts/AuthCard';
import { signOnLogout } from './signOnApi';

type Stage = 'signingOut' | 'toProvider' | 'signedOut';

/**
 * /logoutSSO (issue 34): ends this session here, then, for a session the school's provider opened, sends the
 * browser to the provider's sign-out (which comes back to /login); otherwise says plainly that it is signed out.
 */
export default function LogoutSsoPage() {
  const [stage, setStage] = useState<Stage>(() => (storage.accessToken.get() ? 'signingOut' : 'signedOut'));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || stage !== 'signingOut') return;
    started.current = true;
    let providerSignOut: string | undefined;
    void signOut(undefined, async (token) => {
      providerSignOut = await signOnLogout(token);
    }).then(() => {
      if (!providerSignOut) return setStage('signedOut');
      setStage('toProvider');
      window.location.assign(providerSignOut);
    });
  }, [stage]);

  if (stage === 'signedOut')
    return (
      <AuthCard title="You are signed out">
        <Alert color="green" variant="light" role="status" title="Signed out">
          You are signed out of the LMS on this device.
        </Alert>
        <Text size="sm">
          <Anchor component={Link} to="/login">
            Sign in again
          </Anchor>
        </Text>
      </AuthCard>
    );

  return (
    <AuthCard title="Signing you out">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>
          {stage === 'toProvider'
            ? 'Signed out here. Signing you out of your school’s account too…'
            : 'Signing you out…'}
        </Text>
      </Group>
    </AuthCard>
  );
}
