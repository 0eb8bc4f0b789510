import { describe, expect, it } from 'vitest';
import {
  type ExistingStructure,
  missingStructureColumns,
  outcomeKey,
  planStructureImport,
} from './cvqStructureImport';
import { countImportOutcomes } from './importOutcomes';

/** Issue 35 (SPEC §2 /vocationalqualifications): each row of a structure CSV, decided. */
const existing: ExistingStructure = {
  units: new Map([['U1', 'Safe working']]),
  outcomes: new Map([[outcomeKey('U1', '1.1'), { text: 'Wears protective gear', evidence: 'Photo' }]]),
};
const row = (
  unitCode: string,
  unitTitle: string,
  outcomeCode: string,
  outcomeText: string,
  evidence = '',
) => ({
  unitCode,
  unitTitle,
  outcomeCode,
  outcomeText,
  evidence,
});

describe('planStructureImport', () => {
  it.each([
    {
      name: 'an existing outcome as it is',
      rows: [row('U1', '', '1.1', 'Wears protective gear', 'Photo')],
      outcome: 'unchanged',
      newUnit: false,
    },
    {
      name: 'an existing outcome with new text',
      rows: [row('u1', '', '1.1', 'Wears a helmet', 'Photo')],
      outcome: 'update',
      newUnit: false,
    },
    {
      name: 'a renamed unit',
      rows: [row('U1', 'Safety', '1.1', 'Wears protective gear', 'Photo')],
      outcome: 'update',
      newUnit: false,
    },
    {
      name: 'a new outcome of an existing unit',
      rows: [row('U1', '', '1.2', 'Reports hazards')],
      outcome: 'create',
      newUnit: false,
    },
    {
      name: 'a new unit with its title',
      rows: [row('U2', 'Wiring', '2.1', 'Wires a socket')],
      outcome: 'create',
      newUnit: true,
    },
    {
      name: 'a new unit without a title',
      rows: [row('U2', '', '2.1', 'Wires a socket')],
      outcome: 'refused',
      reason: /is new: give its title/,
    },
    {
      name: 'no unit code',
      rows: [row('', 'X', '2.1', 'Y')],
      outcome: 'refused',
      reason: /unit code is missing/,
    },
    {
      name: 'no outcome code',
      rows: [row('U1', '', '', 'Y')],
      outcome: 'refused',
      reason: /outcome code is missing/,
    },
    {
      name: 'no outcome text',
      rows: [row('U1', '', '1.3', '')],
      outcome: 'refused',
      reason: /outcome text is missing/,
    },
    {
      name: 'a code too long',
      rows: [row('U'.repeat(40), 'X', '1', 'Y')],
      outcome: 'refused',
      reason: /at most 32/,
    },
    {
      name: 'a formula-like cell exported with its quote',
      rows: [row('U1', '', '1.4', "'=Counts stock")],
      outcome: 'create',
      newUnit: false,
    },
  ])('$name', ({ rows, outcome, reason, newUnit }) => {
    const [result] = planStructureImport(rows, existing);
    expect(result?.outcome).toBe(outcome);
    if (reason) expect(result?.reason).toMatch(reason);
    if (newUnit !== undefined) expect(result?.newUnit).toBe(newUnit);
    expect(result?.line).toBe(2);
  });

  it('takes a new unit title from its first row, and refuses a second title or a repeated outcome', () => {
    const results = planStructureImport(
      [
        row('U2', 'Wiring', '2.1', 'Wires a socket'),
        row('U2', '', '2.2', 'Tests a circuit'),
        row('U2', 'Cabling', '2.3', 'Lays a cable'),
        row('u2', '', '2.1', 'Again'),
      ],
      existing,
    );
    expect(results.map((r) => r.outcome)).toEqual(['create', 'create', 'refused', 'refused']);
    expect(results[1]?.unitTitle).toBe('Wiring');
    expect(results[2]?.reason).toMatch(/called “Wiring” on line 2/);
    expect(results[3]?.reason).toMatch(/already on line 2/);
    expect(countImportOutcomes(results)).toEqual({ create: 2, update: 0, unchanged: 0, refused: 2 });
  });
});

describe('missingStructureColumns', () => {
  it.each([
    { header: ['unitCode', 'unitTitle', 'outcomeCode', 'outcomeText', 'evidence'], problem: null },
    { header: ['unitCode', 'outcomeCode', 'outcomeText'], problem: null },
    { header: ['unitCode', 'outcomeText'], problem: /no outcomeCode column/ },
    { header: [], problem: /no unitCode, outcomeCode, outcomeText columns/ },
  ])('$header', ({ header, problem }) => {
    const got = missingStructureColumns(header);
    if (problem === null) expect(got).toBeNull();
    else expect(got).toMatch(problem);
  });
});
