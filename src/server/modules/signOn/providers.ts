import type { SignOnProtocol, SignOnProviderSummary } from '../../../core/schemas/signOn';
import type { SignOnProviderConfig } from '../../../core/schemas/signOnConfig';
import type { Config } from '../../config';
import { SignOnRefused } from './refusal';

/** The configured providers as the login page shows them (no settings, no secrets). */
export function listProviders(config: Config): SignOnProviderSummary[] {
  return config.signOnProviders.map(({ id, name, protocol }) => ({ id, name, protocol }));
}

/** The configured provider of a protocol by id; `notConfigured` when the school has none by that id. */
export function providerOf<P extends SignOnProtocol>(
  config: Config,
  protocol: P,
  id: string,
): Extract<SignOnProviderConfig, { protocol: P }> {
  const provider = config.signOnProviders.find((p) => p.protocol === protocol && p.id === id);
  if (!provider) throw new SignOnRefused('notConfigured', `no ${protocol} provider ${id}`);
  return provider as Extract<SignOnProviderConfig, { protocol: P }>;
}
