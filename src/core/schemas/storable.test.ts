import { describe, expect, it } from 'vitest';
import { isStorableText, storableInput, unstorablePaths } from './storable';

describe('isStorableText: what PostgreSQL keeps exactly as sent', () => {
  it.each([
    ['plain text', 'Biology 101', true],
    ['accents, scripts and a whole emoji', 'Ärztin — 日本語 😀👩‍👩‍👧', true],
    ['other control characters (tab, bell, escape)', 'a\tb\u0007c\u001b', true],
    ['an empty string', '', true],
    ['a NUL character', 'a\u0000b', false],
    ['only a NUL', '\u0000', false],
    ['half an emoji at the end (lone high surrogate)', 'smile \ud83d', false],
    ['a lone low surrogate first', '\ude00 smile', false],
    ['surrogates in the wrong order', '\ude00\ud83d', false],
  ])('%s', (_name, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('unstorablePaths', () => {
  it('names every place that holds such text, in values and in keys (at their object)', () => {
    const payload = {
      title: 'ok',
      items: ['fine', 'bad\u0000'],
      nested: { 'key\u0000': 'x', deeper: { note: '\ud800' } },
    };
    expect(unstorablePaths(payload)).toEqual([['items', 1], ['nested'], ['nested', 'deeper', 'note']]);
    expect(unstorablePaths({ fine: [1, true, null, 'text'] })).toEqual([]);
  });

  it('walks a payload nested 100,000 deep without overflowing the stack', () => {
    let nested: unknown = ['\u0000'];
    for (let i = 0; i < 100_000; i++) nested = [nested];
    expect(unstorablePaths(nested)).toHaveLength(1);
  });

  it('names at most ten places, so a huge hostile payload gets a small answer', () => {
    expect(unstorablePaths(new Array(10_000).fill('\u0000'))).toHaveLength(10);
  });
});

describe('storableInput', () => {
  it('refuses with the message at the path, and lets storable input through unchanged', () => {
    const refused = storableInput.safeParse({ name: 'a\u0000b' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], params: { unstorable: true } }),
    ]);
    const value = { name: 'Ann', tags: ['a'] };
    expect(storableInput.parse(value)).toBe(value);
  });
});
