import type { AuthUser } from '../../platform/actor';

/** Whose sessions ended: one session, or every session of a user. */
export type EndedSessions = { sessionId: string } | { userId: string };

/** How long this instance trusts a session it has checked, if no word of its end arrives (a lost message). */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Enough for every user of a large school at once; past it the oldest entries go first. */
const MAX_ENTRIES = 50_000;

/**
 * The live sessions this instance has checked lately, so that an authenticated request does not pay a session
 * and user query before its own work (issue 11 §7). Revocation stays instant: every ended session (sign-out,
 * password change or reset, a disabled account, a changed admin flag or approval) is forgotten here at once
 * and on every other instance through the realtime channel (realtime/server.ts). A check that started before an
 * eviction never stores what it read, so a session ended meanwhile cannot come back from a late answer. While this
 * instance cannot hear the others (`hearing`), it trusts nothing it holds.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; until: number }>();
  private evictions = 0;
  private heard = true;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  /** The cached signed-in user of this session, if still trusted. */
  get(sessionId: string): AuthUser | undefined {
    if (!this.heard) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.user;
    this.entries.delete(sessionId);
    return undefined;
  }

  /** Taken before the database is asked; `set` ignores an answer older than an eviction. */
  mark(): number {
    return this.evictions;
  }

  set(mark: number, user: AuthUser): void {
    if (!this.heard || mark !== this.evictions) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(user.sessionId, { user, until: this.now() + this.ttlMs });
  }

  /**
   * Whether word of sessions ended on other instances reaches this one (its Redis connections are up). While it
   * does not, nothing is kept and every check goes to the database. Both ways everything held is forgotten: when
   * the word stops, some may already have been lost; when it comes back, whatever was said meanwhile is lost for
   * good, and a check that began during the outage must not store what it read then.
   */
  hearing(heard: boolean): void {
    this.heard = heard;
    this.evictions++;
    this.entries.clear();
  }

  forget(ended: EndedSessions): void {
    this.evictions++;
    if ('sessionId' in ended) {
      this.entries.delete(ended.sessionId);
      return;
    }
    for (const [sessionId, entry] of this.entries) {
      if (entry.user.id === ended.userId) this.entries.delete(sessionId);
    }
  }
}
