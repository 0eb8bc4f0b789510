import { MESSAGES } from '../../core/constants';
import { isDebugMode } from '../../core/rules/debugMode';
import type { User } from '../../core/schemas/users';
import { nextTask } from '../platform/nextTask';
import { clearAccountKeys, saveSession, storage } from '../platform/storage';
import {
  ApiError,
  type Failure,
  isPlaceholderReply,
  parseEnvelope,
  type Reply,
  type Success,
} from './envelope';

/**
 * The API helper of SPEC §7: JSON in UTF-8, GET payloads in the query string, paths without a scheme prefixed
 * with the configured root, global headers, and the stored access token as a bearer token. A 401 with a stored
 * refresh token renews the session once (SPEC §4) and retries the call. A form (FormData: a file with its fields)
 * is sent as multipart instead of JSON, and `apiDownload` fetches a file the API makes, with the same token.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Payload = Readonly<Record<string, unknown>>;
/** What a call sends: a JSON payload, or a form sent as multipart (the browser writes its boundary). */
export type Body = Payload | FormData;

export interface RequestOptions {
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save as the tab closes); its body must stay under 64 KB. */
  keepalive?: boolean;
}

/** Where relative API paths point; '' means the page's own origin (the server serves the app and the API). */
let apiRoot = '';
const globalHeaders = new Map<string, string>();

export function setApiRoot(root: string) {
  apiRoot = root.replace(/\/+$/, '');
}

/** Sets headers sent with every call; a null value removes one. */
export function setGlobalHeaders(headers: Readonly<Record<string, string | null>>) {
  for (const [name, value] of Object.entries(headers)) {
    if (value === null) globalHeaders.delete(name);
    else globalHeaders.set(name, value);
  }
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Appends a GET payload as query parameters: lists repeat their name, objects travel as JSON, null is left out. */
export function buildUrl(method: Method, path: string, payload?: Payload): string {
  const base = HAS_SCHEME.test(path) ? path : `${apiRoot}${path}`;
  if (method !== 'GET' || !payload) return base;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      query.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = query.toString();
  if (!text) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}

const isForm = (body: Body | undefined): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

function headersFor(method: Method, body: Body | undefined, options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // A JSON content type without a body is refused by the server: only say JSON when JSON is sent.
  if (method !== 'GET' && body !== undefined && !isForm(body))
    headers.set('Content-Type', 'application/json; charset=utf-8');
  for (const [name, value] of globalHeaders) headers.set(name, value);
  const token = storage.accessToken.get();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function debugLog(message: string, detail: unknown) {
  if (typeof location !== 'undefined' && isDebugMode(location)) console.warn(message, detail);
}

const UNREACHABLE: Failure = {
  code: 1,
  msg: 'Could not reach the server. Check your connection and try again.',
};

/** One request, no renewal; null when the server could not be reached. */
async function exchange(
  method: Method,
  path: string,
  body: Body | undefined,
  options: RequestOptions,
): Promise<Response | null> {
  const sent =
    method === 'GET' || body === undefined ? undefined : isForm(body) ? body : JSON.stringify(body);
  // Sent in a task of its own: a page that starts its reads as it draws does not lengthen React's commit by the
  // browser's work for each request (issue 13). A request that must outlive the page leaves at once.
  if (!options.keepalive) await nextTask();
  try {
    return await fetch(buildUrl(method, path, isForm(body) ? undefined : body), {
      method,
      headers: headersFor(method, body, options),
      body: sent,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    debugLog(`API call failed: ${method} ${path}`, error);
    return null;
  }
}

/** One round trip, no renewal. A network failure becomes a failure reply instead of a thrown error. */
async function send(method: Method, path: string, body: Body | undefined, options: RequestOptions) {
  const response = await exchange(method, path, body, options);
  if (!response) return { status: 0, reply: UNREACHABLE };
  const raw = await response.text();
  const reply = parseEnvelope(raw);
  if (reply.code !== 0 && reply.msg.startsWith(MESSAGES.unableToParse))
    debugLog(`Unreadable reply: ${path}`, raw);
  return { status: response.status, reply };
}

/** Calls that never renew on 401: the session calls themselves. */
const NO_RENEW = new Set(['/user/login', '/user/renew', '/user/logout', '/api/v1/accounts/login/master']);

export type RenewOutcome = 'renewed' | 'rejected' | 'unavailable';

let renewing: Promise<RenewOutcome> | null = null;

interface SessionFields {
  accessToken: string;
  refreshToken: string;
  userId: string;
  user: User;
}

/**
 * SPEC §4: POST /user/renew with the stored tokens. Success stores the new session; a refused refresh token
 * (400, 401, 403) signs out locally; a network failure keeps the session for the next try. Concurrent callers
 * share one renewal, since each refresh token is single-use. A session signed out or replaced meanwhile is left
 * as it now is: signed out, the outcome is 'rejected'; replaced, 'renewed'.
 */
export function renewSession(): Promise<RenewOutcome> {
  renewing ??= (async (): Promise<RenewOutcome> => {
    const refreshToken = storage.refreshToken.get();
    if (!refreshToken) return 'unavailable';
    const accessToken = storage.accessToken.get() ?? '';
    const { reply } = await send('POST', '/user/renew', { accessToken, refreshToken }, {});
    // Signed out, or renewed or signed in by another tab, while it was on its way (/logoutSSO signs out as the
    // page loads, when the load's renewal has just left): the answer is about a session the page no longer holds,
    // not to be stored or cleared. A newer session stored meanwhile is the one to go on with.
    const held = storage.refreshToken.get();
    if (held !== refreshToken) return held ? 'renewed' : 'rejected';
    if (reply.code === 0 && !isPlaceholderReply(reply)) {
      saveSession(reply as unknown as SessionFields);
      return 'renewed';
    }
    if ([400, 401, 403].includes(reply.code)) {
      clearAccountKeys();
      return 'rejected';
    }
    return 'unavailable';
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** Runs a request, and once more after renewing the session when it was refused as unauthorised (SPEC §4). */
async function withRenewal<T>(
  path: string,
  options: RequestOptions,
  attempt: () => Promise<T>,
  unauthorised: (result: T) => boolean,
): Promise<T> {
  const first = await attempt();
  if (
    !unauthorised(first) ||
    NO_RENEW.has(path) ||
    options.headers?.Authorization ||
    !storage.refreshToken.get()
  )
    return first;
  if ((await renewSession()) !== 'renewed') return first;
  return attempt();
}

/**
 * The SPEC §7 helper: returns the reply envelope whatever its code (it never throws for code ≠ 0). Success fields
 * are Partial because a placeholder page also reads as code 0.
 */
export async function apiRequest<T extends object = Record<string, never>>(
  method: Method,
  path: string,
  payload?: Body,
  options: RequestOptions = {},
): Promise<Reply<Partial<T>>> {
  const { reply } = await withRenewal(
    path,
    options,
    () => send(method, path, payload, options),
    (result) => result.status === 401 || result.reply.code === 401,
  );
  return reply as Reply<Partial<T>>;
}

/** The throwing variant for TanStack Query: resolves only with a real success, else throws ApiError. */
export async function apiCall<T extends object = Record<string, never>>(
  method: Method,
  path: string,
  payload?: Body,
  options?: RequestOptions,
): Promise<Success<T>> {
  const reply = await apiRequest<T>(method, path, payload, options);
  if (reply.code !== 0) throw new ApiError(reply as Failure);
  if (isPlaceholderReply(reply)) throw new ApiError({ code: 404, msg: reply.msg });
  return reply as Success<T>;
}

/**
 * The name a Content-Disposition header gives a file (RFC 6266): `filename*` in UTF-8 first, else `filename`;
 * null when it gives none.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? null);
}

/** A file the API made, with the name the server gave it (null when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A file the API makes (an export), fetched with the session's bearer token (renewed once on 401 like any call):
 * its bytes and name, or an ApiError with what the server said.
 */
export async function apiDownload(
  path: string,
  query?: Payload,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const response = await withRenewal(
    path,
    options,
    () => exchange('GET', path, query, options),
    (result) => result?.status === 401,
  );
  if (!response) throw new ApiError(UNREACHABLE);
  if (response.ok)
    return {
      blob: await response.blob(),
      fileName: dispositionFileName(response.headers.get('Content-Disposition')),
    };
  const reply = parseEnvelope(await response.text());
  // A page instead of an error reply: the address has no API behind it.
  throw new ApiError(
    reply.code === 0 ? { code: response.status, msg: MESSAGES.apiDoesNotExist } : (reply as Failure),
  );
}
