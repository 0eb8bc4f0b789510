import { describe, expect, it } from 'vitest';
import { convertFormText, serialiseForm } from './formSerialise';

// SPEC §5 "Form serialisation": numeric-looking text becomes a number; 'null' becomes null; 'true' and 'false'
// become booleans; names with dots become nested objects; repeated names become lists.
describe('convertFormText (SPEC §5)', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    ['0', 0],
    ['3.25', 3.25],
    ['0.5', 0.5],
    ['null', null],
    ['true', true],
    ['false', false],
    ['', ''],
    ['007', '007'],
    ['1e3', '1e3'],
    ['12 ', '12 '],
    ['True', 'True'],
    ['hello', 'hello'],
  ] as const)('%j becomes %j', (text, expected) => {
    expect(convertFormText(text)).toBe(expected);
  });
});

describe('serialiseForm (SPEC §5)', () => {
  it.each([
    [
      'flat fields',
      [
        ['name', 'Ann'],
        ['age', '31'],
      ],
      { name: 'Ann', age: 31 },
    ],
    [
      'dotted names nest',
      [
        ['address.city', 'Oslo'],
        ['address.zip', '0150'],
      ],
      { address: { city: 'Oslo', zip: '0150' } },
    ],
    ['deep nesting', [['a.b.c', 'true']], { a: { b: { c: true } } }],
    [
      'repeated names become lists',
      [
        ['tag', 'x'],
        ['tag', 'y'],
        ['tag', '3'],
      ],
      { tag: ['x', 'y', 3] },
    ],
    [
      'repeated nested names',
      [
        ['q.answer', 'a'],
        ['q.answer', 'b'],
      ],
      { q: { answer: ['a', 'b'] } },
    ],
    ['null text', [['endDate', 'null']], { endDate: null }],
    [
      'a dotted name over a scalar makes an object',
      [
        ['a', '1'],
        ['a.b', '2'],
      ],
      { a: { b: 2 } },
    ],
    [
      'prototype names are ignored',
      [
        ['__proto__.x', '1'],
        ['constructor', '2'],
        ['ok', '3'],
      ],
      { ok: 3 },
    ],
    [
      'empty segments are ignored',
      [
        ['a..b', '1'],
        ['.c', '2'],
      ],
      {},
    ],
    ['no fields', [], {}],
  ] as const)('%s', (_label, fields, expected) => {
    expect(serialiseForm(fields)).toEqual(expected);
  });

  it('does not touch Object.prototype', () => {
    serialiseForm([['__proto__.polluted', 'yes']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
