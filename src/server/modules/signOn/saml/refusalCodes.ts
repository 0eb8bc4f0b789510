import type { SignOnError } from '../../../../core/schemas/signOn';

/**
 * Why node-saml refused a response, as the refusal page's code (core/schemas/signOn.ts SIGN_ON_ERRORS). node-saml
 * says why only in its messages, so they are read here, in one place, with a table test beside.
 */
export type SamlRefusal = Extract<
  SignOnError,
  'unsigned' | 'assertionExpired' | 'audience' | 'replayed' | 'state' | 'denied' | 'failed'
>;

const RULES: Array<[RegExp, SamlRefusal]> = [
  [/^Invalid (document )?signature|^Invalid signature from encrypted assertion/, 'unsigned'],
  [
    /^SAML assertion expired|^SAML assertion not yet valid|^No valid subject confirmation/,
    'assertionExpired',
  ],
  [/audience mismatch|has no AudienceRestriction|AudienceRestriction has no Audience/, 'audience'],
  [/InResponseTo/, 'state'],
  [/^SAML provider returned/, 'denied'],
];

/** The refusal for a node-saml error; a request id answered before makes an InResponseTo failure a replay. */
export function samlRefusal(error: unknown, requestAlreadyAnswered: boolean): SamlRefusal {
  const message = error instanceof Error ? error.message : String(error);
  const match = RULES.find(([pattern]) => pattern.test(message));
  const refusal = match ? match[1] : 'failed';
  return refusal === 'state' && requestAlreadyAnswered ? 'replayed' : refusal;
}
