import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { effectiveRole, type SessionFacts } from '../../core/rules/routeAccess';
import type { View } from '../../core/schemas/courses';
import type { User } from '../../core/schemas/users';
import { callForReply } from '../api/call';
import { renewSession } from '../api/http';
import { clearServerData } from './serverData';
import { clearAccountKeys, type StoredSession, saveSession, storage, subscribeStorage } from './storage';

/** The signed-in state as pages see it: always derived from the stored keys (SPEC §3), never kept apart from them. */
export interface Session {
  signedIn: boolean;
  userId: string | null;
  user: User | null;
  /** The role checks use: a teacher in student view counts as a student (SPEC §6). */
  role: 'teacher' | 'student' | null;
  /** The account's own role, whatever the view. */
  accountRole: 'teacher' | 'student' | null;
  isAdmin: boolean;
  /** A teacher looking at the app as a student (changeMode 'true'). */
  studentView: boolean;
  facts: SessionFacts;
}

/** Signed in means a stored access token and user id; a reset flow stores a user id alone and is not a session. */
export function readSessionFacts(): SessionFacts {
  const user = storage.user.get();
  return {
    signedIn: Boolean(storage.accessToken.get() && storage.userId.get() && user),
    role: user?.role ?? null,
    isAdmin: user?.isAdmin ?? false,
    changeMode: storage.changeMode.get(),
  };
}

let cached: { key: string; session: Session } | null = null;

/**
 * A stable snapshot for useSyncExternalStore: rebuilt only when what it is made of changes. A renewal's new token
 * changes nothing a page sees (whether there is one does), so it does not draw every page again.
 */
export function sessionSnapshot(): Session {
  const key = [
    storage.accessToken.get() ? 'token' : '',
    storage.userId.get(),
    JSON.stringify(storage.user.get()),
    storage.changeMode.get(),
  ].join('\u0000');
  if (cached?.key === key) return cached.session;
  const facts = readSessionFacts();
  const user = facts.signedIn ? storage.user.get() : null;
  const session: Session = {
    signedIn: facts.signedIn,
    userId: facts.signedIn ? storage.userId.get() : null,
    user,
    role: effectiveRole(facts),
    accountRole: user?.role ?? null,
    isAdmin: Boolean(user?.isAdmin),
    studentView: user?.role === 'teacher' && facts.changeMode === 'true',
    facts,
  };
  cached = { key, session };
  return session;
}

const SessionContext = createContext<Session | null>(null);

/** Mirrors the stored session into React, and renews it once on page load when a user id is stored (SPEC §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeStorage, sessionSnapshot, sessionSnapshot);
  useEffect(() => {
    if (storage.userId.get()) void renewSession();
  }, []);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside SessionProvider.');
  return session;
}

/**
 * What the reads of the user's courses ask the server for: in a teacher's student view (SPEC §6) `view=student`,
 * the replies a student of those courses gets; otherwise the user's own.
 */
export function useReadView(): View {
  return readView(useSession());
}

export const readView = (session: Session): View => (session.studentView ? 'student' : undefined);

/** SPEC §4: a login (or master login) that returned code 0 stores the session, then renews it. */
export async function signIn(reply: StoredSession): Promise<void> {
  saveSession({
    accessToken: reply.accessToken,
    refreshToken: reply.refreshToken,
    userId: reply.userId,
    user: reply.user,
  });
  await renewSession();
}

/** GET /user/logout with the token the session had (read before the keys were cleared); its answer, whatever it is. */
const logout = async (accessToken: string) =>
  callForReply((await import('../../core/contracts/accounts')).accountCalls.logout, undefined, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });

/**
 * SPEC §4 logout: clears the four account keys, then calls GET /user/logout (with the token it had, so the server
 * can end that session), then runs the optional callback. Cached server data of the old user is dropped.
 * `endSession` replaces the logout call (single sign-out asks the server where to go next, issue 34).
 */
export async function signOut(
  callback?: () => void,
  endSession: (accessToken: string) => Promise<unknown> = logout,
): Promise<void> {
  const token = storage.accessToken.get();
  clearAccountKeys();
  clearServerData();
  // Signed out here whatever the server answers; a contract that could not load is one more failed answer.
  if (token) await endSession(token).catch(() => undefined);
  callback?.();
}

/** SPEC §6: a teacher switches to the student view ('true') or back ('false'). */
export function setStudentView(on: boolean) {
  storage.changeMode.set(on ? 'true' : 'false');
}
