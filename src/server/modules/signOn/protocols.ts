import type { SignOnProtocol } from '../../../core/schemas/signOn';
import { oidcProtocol } from './oidc/protocol';
import type { SignOnProtocolPlugin } from './plugin';
import { samlProtocol } from './saml/protocol';

/** Every protocol's plugin (plugin.ts); a protocol adds itself here and its provider schema to signOnConfig.ts. */
export const SIGN_ON_PROTOCOL_PLUGINS: Partial<Record<SignOnProtocol, SignOnProtocolPlugin>> = {
  oidc: oidcProtocol,
  saml: samlProtocol,
};
