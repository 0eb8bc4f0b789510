import { describe, expect, it } from 'vitest';
import type { VerifyResult } from '../modules/accounts/tokens';
import { VerifiedTokens } from './verifiedTokens';

/** A verifier that accepts tokens named `good*` until t=1000 and counts how often it was asked. */
function countingVerifier() {
  const asked: string[] = [];
  const verify = async (token: string): Promise<VerifyResult> => {
    asked.push(token);
    return token.startsWith('good')
      ? { ok: true, claims: { sub: 'u1', sid: `s-${token}` }, validUntilMs: 1000 }
      : { ok: false, reason: 'invalid' };
  };
  return { asked, verify };
}

describe('VerifiedTokens (issue 11 §7)', () => {
  it('verifies a token once and answers the same token from memory until it would expire', async () => {
    let now = 0;
    const { asked, verify } = countingVerifier();
    const tokens = new VerifiedTokens(verify, () => now);
    expect(await tokens.check('good-a')).toMatchObject({ ok: true, claims: { sid: 's-good-a' } });
    now = 999;
    expect(await tokens.check('good-a')).toMatchObject({ ok: true });
    expect(asked).toEqual(['good-a']);
    now = 1000;
    await tokens.check('good-a');
    expect(asked).toEqual(['good-a', 'good-a']);
  });

  it('never keeps a refused token, so each try is checked in full', async () => {
    const { asked, verify } = countingVerifier();
    const tokens = new VerifiedTokens(verify, () => 0);
    expect(await tokens.check('forged')).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.check('forged')).toEqual({ ok: false, reason: 'invalid' });
    expect(asked).toEqual(['forged', 'forged']);
  });

  it('takes only the identical token from memory, not one that differs by a character', async () => {
    const { asked, verify } = countingVerifier();
    const tokens = new VerifiedTokens(verify, () => 0);
    await tokens.check('good-a');
    expect(await tokens.check('good-a ')).toMatchObject({ ok: true, claims: { sid: 's-good-a ' } });
    expect(asked).toEqual(['good-a', 'good-a ']);
  });
});
