import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { COMMON_PASSWORDS } from './commonPasswords';

/** Who the password is for, so it may not simply repeat their name or address. */
export interface PasswordOwner {
  username?: string;
  email?: string;
}

const MIN_DISTINCT_CHARACTERS = 4;
const MIN_NAME_LENGTH_CHECKED = 3;

/** True when every character steps by +1 (or every one by -1) from the one before: 12345678, hgfedcba. */
function isRun(text: string): boolean {
  const codes = [...text].map((c) => c.charCodeAt(0));
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/**
 * The first reason a new password is not acceptable, or null when it is (OWASP ASVS 6.2: length,
 * and no common or context-specific passwords; no composition rules). Letters-only cores are
 * compared too, so "Password2026!" counts as the common "password".
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (COMMON_PASSWORDS.has(lower) || (core.length >= 4 && COMMON_PASSWORDS.has(core))) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  const username = owner.username?.trim().toLowerCase() ?? '';
  if (username.length >= MIN_NAME_LENGTH_CHECKED && lower.includes(username)) {
    return 'Do not use your username in your password.';
  }
  const localPart = owner.email?.trim().toLowerCase().split('@')[0] ?? '';
  if (localPart.length >= MIN_NAME_LENGTH_CHECKED && lower.includes(localPart)) {
    return 'Do not use your email address in your password.';
  }
  if (new Set(lower).size < MIN_DISTINCT_CHARACTERS || isRun(lower)) {
    return 'This password is too simple. Use a longer mix of words, numbers or symbols.';
  }
  return null;
}
