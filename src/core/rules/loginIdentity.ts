/** SPEC §5 login rule: which account field the typed identity names, normalised. */
export interface LoginIdentity {
  kind: 'email' | 'username';
  value: string;
}

/**
 * A username containing @ is treated as an email; an email without @ is treated as a username.
 * Both are lower-cased and trimmed. The username field wins when both are given (the form sends one).
 * Returns null when neither holds anything.
 */
export function loginIdentity(input: { username?: string; email?: string }): LoginIdentity | null {
  const raw = input.username?.trim() || input.email?.trim() || '';
  if (!raw) return null;
  const value = raw.toLowerCase();
  return { kind: value.includes('@') ? 'email' : 'username', value };
}
