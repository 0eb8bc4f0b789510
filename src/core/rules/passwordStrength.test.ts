import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './commonPasswords';
import { type PasswordOwner, passwordProblem } from './passwordStrength';

const owner: PasswordOwner = { username: 'ada.lovelace', email: 'countess@example.com' };

// Server-side password rule (OWASP ASVS 6.2); SPEC §5 leaves field rules open, so these are ours (docs/api.md).
describe('passwordProblem', () => {
  const cases: Array<[string, string, RegExp | null]> = [
    ['a long unusual passphrase', 'violet-harbour-lantern', null],
    ['the demo password', 'demo-pass-2026', null],
    ['too short', 'x7#kQ2', /at least 8/],
    ['too long', 'a'.repeat(300), /at most 256/],
    ['a common password', 'password', /too common/],
    ['common regardless of case', 'PassWord123', /too common/],
    ['common core with digits and symbols around it', '2024Password!!', /too common/],
    ['common keyboard walk', 'qwertyuiop', /too common/],
    ['contains the username', 'my-ada.lovelace-pw', /username/],
    ['contains the email local part', 'Countess-of-Maths', /email address/],
    ['one character repeated', '%%%%%%%%%%', /too simple/],
    ['only three distinct characters', 'abcabcabcabc', /too simple/],
    ['an ascending run', '23456789', /too simple/],
    ['a descending run', 'onmlkjih', /too simple/],
  ];
  it.each(cases)('%s', (_name, password, expected) => {
    const problem = passwordProblem(password, owner);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });

  it('ignores names too short to matter', () => {
    expect(passwordProblem('al-violet-harbour', { username: 'al', email: 'al@example.com' })).toBeNull();
  });

  it('holds about 200 common passwords, all lower-case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const word of COMMON_PASSWORDS) expect(word).toBe(word.toLowerCase());
  });
});
