import { Button, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  type SignOnProtocol,
  type SignOnProviderSummary,
  signOnStartPath,
} from '../../../core/schemas/signOn';
import { call } from '../../api/call';

/** GET /api/v1/sso/providers; the contract loads with the call, so the sign-in page's first load stays small. */
export const signOnProviders = async (): Promise<SignOnProviderSummary[]> => {
  const { signOnCalls } = await import('../../../core/contracts/signOn');
  return (await call(signOnCalls.providers)).data;
};

/**
 * "Sign in with <school>" for each single sign-on provider the school configured (issue 34), under the password
 * form; nothing when it has none or they cannot be read (the password form still works). Each button leaves for
 * the server's start address, which redirects to the provider. `protocol` keeps to one protocol's providers.
 */
export function SignOnButtons({
  protocol,
  withDivider = true,
}: {
  protocol?: SignOnProtocol;
  withDivider?: boolean;
}) {
  const [providers, setProviders] = useState<SignOnProviderSummary[]>([]);
  useEffect(() => {
    let current = true;
    signOnProviders()
      .then((all) => {
        if (current) setProviders(protocol ? all.filter((p) => p.protocol === protocol) : all);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [protocol]);
  if (!providers.length) return null;
  return (
    <Stack gap="sm">
      {withDivider && (
        <Divider
          label={
            <Text size="sm" c="gray.7">
              or
            </Text>
          }
          labelPosition="center"
        />
      )}
      {providers.map((provider) => (
        <Button
          key={`${provider.protocol}:${provider.id}`}
          component="a"
          href={signOnStartPath(provider)}
          variant="default"
          size="md"
          fullWidth
        >
          Sign in with {provider.name}
        </Button>
      ))}
    </Stack>
  );
}
