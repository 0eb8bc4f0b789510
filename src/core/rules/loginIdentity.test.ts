import { describe, expect, it } from 'vitest';
import { loginIdentity } from './loginIdentity';

// SPEC §5: a username containing @ is an email; an email without @ is a username; both lower-cased and trimmed.
describe('loginIdentity (SPEC §5)', () => {
  const cases: Array<[string, { username?: string; email?: string }, ReturnType<typeof loginIdentity>]> = [
    ['plain username', { username: 'alice' }, { kind: 'username', value: 'alice' }],
    [
      'username with @ is an email',
      { username: 'Alice@School.Org' },
      { kind: 'email', value: 'alice@school.org' },
    ],
    ['plain email', { email: 'bob@example.com' }, { kind: 'email', value: 'bob@example.com' }],
    ['email without @ is a username', { email: 'Bob' }, { kind: 'username', value: 'bob' }],
    ['trimmed and lower-cased', { username: '  MiXeD.Case  ' }, { kind: 'username', value: 'mixed.case' }],
    [
      'blank username falls back to email',
      { username: '   ', email: ' C@D.io ' },
      { kind: 'email', value: 'c@d.io' },
    ],
    [
      'username wins over email',
      { username: 'carol', email: 'dave@example.com' },
      { kind: 'username', value: 'carol' },
    ],
    ['nothing given', {}, null],
    ['only blanks', { username: ' ', email: '  ' }, null],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(loginIdentity(input)).toEqual(expected);
  });
});
