import { Button, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SIGN_ON_PROVIDERS_PATH, signOnStartPath } from '../../../core/rules/signOnStart';
import type { SignOnProtocol, SignOnProviderSummary } from '../../../core/schemas/signOn';
import { apiCall } from '../../api/http';

/**
 * GET /api/v1/sso/providers, asked by its path rather than through its contract: the contract would bring zod, or,
 * loaded on demand, a script the sign-in page does not name, fetched only after the page has run.
 */
export const signOnProviders = async (): Promise<SignOnProviderSummary[]> =>
  (await apiCall<{ data: SignOnProviderSummary[] }>('GET', SIGN_ON_PROVIDERS_PATH)).data;

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
