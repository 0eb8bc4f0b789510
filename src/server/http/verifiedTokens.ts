import type { VerifyResult } from '../modules/accounts/tokens';

/** Enough for every signed-in client of a large school at once; past it the oldest entries go first. */
const MAX_ENTRIES = 50_000;

/**
 * The access tokens this instance has verified, so that a client's next requests with the same token do not each
 * pay the HMAC check again (about a sixth of a signed-in request, issue 11 §7). Only a byte-identical token that
 * passed the whole check is taken from here, and only until it would have expired; whether its session still
 * lives is asked after, every time (sessionCache.ts), so revocation is unchanged. Refused tokens are not kept.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, VerifyResult & { ok: true }>();

  constructor(
    private readonly verify: (token: string) => Promise<VerifyResult>,
    private readonly now: () => number = Date.now,
  ) {}

  async check(token: string): Promise<VerifyResult> {
    const entry = this.entries.get(token);
    if (entry && entry.validUntilMs > this.now()) return entry;
    if (entry) this.entries.delete(token);
    const result = await this.verify(token);
    if (result.ok) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(token, result);
    }
    return result;
  }
}
