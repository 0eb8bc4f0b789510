import type { SavedFile } from '../../core/rules/savedFile';
import { TEACHER_APPROVALS } from '../../core/rules/teacherApproval';
import type { User } from '../../core/schemas/users';

/**
 * The one module that reads and writes local storage (SPEC §3 keys, plus the router's two keys of SPEC §1).
 * Every write notifies subscribers, so React state that mirrors storage (the session) stays current; writes from
 * other tabs arrive through the browser's storage event.
 */
export const STORAGE_KEYS = {
  accessToken: 'Accounts.accessToken',
  refreshToken: 'Accounts.refreshToken',
  userId: 'Accounts.userId',
  user: 'Accounts.user',
  resetToken: 'Accounts.token',
  lastLogin: 'lastLogin',
  changeMode: 'changeMode',
  notifyTime: 'notifyTime',
  notifySound: 'notifySound',
  lastSession: 'lastSession',
  chatRoute: 'chatRoute',
  currentCourse: 'currentCourse',
  backCode: 'backCode',
  saveFile: 'saveFile',
  routerSession: 'routerSession',
  lastAddress: 'lastAddress',
  deviceToken: 'deviceToken',
} as const;

const listeners = new Set<() => void>();

/** Local storage can be missing (tests, some file: wrappers) or throw (privacy modes): then nothing is kept. */
function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) backend()?.removeItem(key);
    else backend()?.setItem(key, value);
  } catch {
    // Quota or privacy errors: the value is simply not remembered.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` after every write here and every storage change made by another tab. */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = () => listener();
  globalThis.addEventListener?.('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', fromOtherTab);
  };
}

interface Key<T> {
  get(): T | null;
  set(value: T | null): void;
  /** The stored text: a snapshot that stays the same object until the value changes (useSyncExternalStore). */
  raw(): string | null;
}

function textKey(key: string): Key<string> {
  return { get: () => read(key), set: (value) => write(key, value), raw: () => read(key) };
}

function jsonKey<T>(key: string, accept: (value: unknown) => T | null): Key<T> {
  return {
    get() {
      const raw = read(key);
      if (raw === null) return null;
      try {
        return accept(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    set: (value) => write(key, value === null ? null : JSON.stringify(value)),
    raw: () => read(key),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const USER_TEXT_FIELDS = [
  '_id',
  'username',
  'email',
  'fullName',
  'phone',
  'institution',
  'bio',
  'country',
  'city',
  'userLogo',
  'createdAt',
] as const;

/**
 * The stored Accounts.user, if it has the shape of userSchema. A structural check rather than the zod schema, so
 * zod stays out of the code every page loads first; storage.test.ts keeps the two in agreement.
 */
export function asStoredUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  if (value.role !== 'teacher' && value.role !== 'student') return null;
  if (typeof value.isAdmin !== 'boolean' || typeof value.emailVerified !== 'boolean') return null;
  if (typeof value.disabled !== 'boolean') return null;
  if (!(TEACHER_APPROVALS as readonly unknown[]).includes(value.teacherApproval)) return null;
  if (!USER_TEXT_FIELDS.every((field) => typeof value[field] === 'string')) return null;
  return value as unknown as User;
}

/** SPEC §3 last login: userId and a millisecond timestamp. */
export interface LastLogin {
  userId: string;
  time: number;
}

/** SPEC §1: the route params and query values of the current page. */
export interface RouterSession {
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

export const storage = {
  accessToken: textKey(STORAGE_KEYS.accessToken),
  refreshToken: textKey(STORAGE_KEYS.refreshToken),
  userId: textKey(STORAGE_KEYS.userId),
  user: jsonKey<User>(STORAGE_KEYS.user, asStoredUser),
  /** The password-reset token from verifyResetPasswordMail (kept with Accounts.userId). */
  resetToken: textKey(STORAGE_KEYS.resetToken),
  lastLogin: jsonKey<LastLogin>(STORAGE_KEYS.lastLogin, (value) =>
    isRecord(value) && typeof value.userId === 'string' && typeof value.time === 'number'
      ? { userId: value.userId, time: value.time }
      : null,
  ),
  /** 'true' while a teacher uses the student view, 'false' after switching back (SPEC §6). */
  changeMode: textKey(STORAGE_KEYS.changeMode),
  /** Seconds a notification toast stays up. */
  notifyTime: jsonKey<number>(STORAGE_KEYS.notifyTime, (value) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null,
  ),
  notifySound: jsonKey<boolean>(STORAGE_KEYS.notifySound, (value) =>
    typeof value === 'boolean' ? value : null,
  ),
  lastSession: textKey(STORAGE_KEYS.lastSession),
  chatRoute: textKey(STORAGE_KEYS.chatRoute),
  currentCourse: textKey(STORAGE_KEYS.currentCourse),
  backCode: textKey(STORAGE_KEYS.backCode),
  saveFile: jsonKey<SavedFile[]>(STORAGE_KEYS.saveFile, (value) =>
    Array.isArray(value)
      ? value.filter((entry): entry is SavedFile => isRecord(entry) && typeof entry.url === 'string')
      : null,
  ),
  routerSession: jsonKey<RouterSession>(STORAGE_KEYS.routerSession, (value) =>
    isRecord(value) && typeof value.path === 'string' && isRecord(value.params) && isRecord(value.query)
      ? (value as unknown as RouterSession)
      : null,
  ),
  /** SPEC §1: the last visited address, restored when the app is opened from a local file. */
  lastAddress: textKey(STORAGE_KEYS.lastAddress),
  /**
   * Not a SPEC §3 key: the device token of the last sign-in on this browser (docs/api.md, Limits). It outlives
   * logout, since it proves only that this browser signed in to that account before, and opens nothing.
   */
  deviceToken: textKey(STORAGE_KEYS.deviceToken),
};

/** What a successful login, renew or master login stores (SPEC §3, §4). */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  userId: string;
  user: User;
}

export function saveSession(session: StoredSession) {
  storage.accessToken.set(session.accessToken);
  storage.refreshToken.set(session.refreshToken);
  storage.userId.set(session.userId);
  storage.user.set(session.user);
}

/** SPEC §4 logout: clears the four stored account keys. */
export function clearAccountKeys() {
  storage.accessToken.set(null);
  storage.refreshToken.set(null);
  storage.userId.set(null);
  storage.user.set(null);
}
