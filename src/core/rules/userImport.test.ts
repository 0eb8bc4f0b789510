import { describe, expect, it } from 'vitest';
import { countImportOutcomes } from './importOutcomes';
import {
  csvCellValue,
  csvSafeCell,
  type ExistingAccount,
  type ImportCells,
  joinName,
  missingColumns,
  planImport,
  splitName,
} from './userImport';

// Issue 34 (SPEC §6 roles, §7 user calls): what each row of an administrator's CSV import would do.
const ann: ExistingAccount = {
  id: 'u-ann',
  username: 'ann',
  email: 'ann@school.test',
  fullName: 'Ann Lee',
  role: 'teacher',
  isAdmin: false,
};
const me: ExistingAccount = {
  id: 'u-me',
  username: 'boss',
  email: 'boss@school.test',
  fullName: 'The Boss',
  role: 'teacher',
  isAdmin: true,
};
const lookup = {
  byEmail: new Map([ann, me].map((a) => [a.email, a])),
  byUsername: new Map([ann, me].map((a) => [a.username, a])),
  callerId: me.id,
};
const cellsOf = (a: ExistingAccount): ImportCells => ({ username: a.username, email: a.email, role: a.role });
const row = (cells: ImportCells): ImportCells => ({
  username: 'new.one',
  email: 'new@school.test',
  firstName: 'New',
  lastName: 'One',
  role: 'student',
  ...cells,
});

describe('planImport: one row', () => {
  const cases: Array<[string, ImportCells, string, string?]> = [
    ['a new person is created', row({}), 'create'],
    ['email and username are lower-cased', row({ email: 'NEW@School.test', username: 'New.One' }), 'create'],
    ['a teacher may come in as an administrator', row({ role: 'teacher', isAdmin: 'yes' }), 'create'],
    [
      'the same names and role change nothing',
      row({ ...cellsOf(ann), firstName: 'Ann', lastName: 'Lee' }),
      'unchanged',
    ],
    ['new names update the account', row({ ...cellsOf(ann), firstName: 'Anne', lastName: 'Lee' }), 'update'],
    [
      'a new role updates it',
      row({ ...cellsOf(ann), firstName: 'Ann', lastName: 'Lee', role: 'student' }),
      'update',
    ],
    ['a missing email is refused', row({ email: ' ' }), 'refused', 'The email address is missing.'],
    ['a bad email is refused', row({ email: 'not-mail' }), 'refused', '“not-mail” is not an email address.'],
    ['a missing username is refused', row({ username: '' }), 'refused', 'The username is missing.'],
    ['a bad username is refused', row({ username: 'a b' }), 'refused', 'Username “a b”: use 3'],
    ['an unknown role is refused', row({ role: 'parent' }), 'refused', 'Unknown role “parent”'],
    ['a missing role is refused', row({ role: '' }), 'refused', 'The role is missing'],
    ['a missing name is refused', row({ firstName: '', lastName: '' }), 'refused', 'The name is missing'],
    ['a bad isAdmin is refused', row({ isAdmin: 'maybe' }), 'refused', 'isAdmin “maybe”'],
    ['a student administrator is refused', row({ isAdmin: 'true' }), 'refused', 'Only teachers'],
    [
      'a username taken by another email is refused',
      row({ username: 'ann' }),
      'refused',
      'The username “ann” belongs to another email address.',
    ],
    [
      'an existing email under another free username is refused',
      row({ email: ann.email, username: 'ann2' }),
      'refused',
      'an import does not rename',
    ],
    [
      'an existing email under the username of a third account is refused',
      row({ email: ann.email, username: 'boss' }),
      'refused',
      'belongs to another email address',
    ],
    [
      'the importer’s own account is never changed',
      row({ ...cellsOf(me), firstName: 'Other', lastName: 'Name', role: 'teacher' }),
      'refused',
      'Your own account cannot be changed by an import.',
    ],
  ];
  it.each(cases)('%s', (_name, cells, outcome, reason) => {
    const [result] = planImport([cells], lookup);
    expect(result!.outcome).toBe(outcome);
    if (reason) expect(result!.reason).toContain(reason);
    else expect(result!.reason).toBeUndefined();
  });

  it('keeps an administrator’s flag when the file leaves isAdmin empty, drops it for a student', () => {
    const admin: ExistingAccount = { ...ann, isAdmin: true };
    const withAdmin = {
      ...lookup,
      byEmail: new Map([[ann.email, admin]]),
      byUsername: new Map([['ann', admin]]),
    };
    const kept = planImport(
      [row({ ...cellsOf(ann), firstName: 'Ann', lastName: 'Lee', isAdmin: '' })],
      withAdmin,
    )[0]!;
    expect(kept).toMatchObject({ outcome: 'unchanged', isAdmin: true });
    const student = planImport(
      [row({ ...cellsOf(ann), firstName: 'Ann', lastName: 'Lee', role: 'student' })],
      withAdmin,
    )[0]!;
    expect(student).toMatchObject({ outcome: 'update', isAdmin: false });
  });
});

describe('planImport: rows of one file', () => {
  it('refuses a second row with the same email or username, naming the first line', () => {
    const results = planImport(
      [row({}), row({ username: 'other' }), row({ email: 'other@school.test' })],
      lookup,
    );
    expect(results.map((r) => [r.line, r.outcome, r.reason])).toEqual([
      [2, 'create', undefined],
      [3, 'refused', 'The same email address is on line 2 of the file.'],
      [4, 'refused', 'The same username is on line 2 of the file.'],
    ]);
    expect(countImportOutcomes(results)).toEqual({ create: 1, update: 0, unchanged: 0, refused: 2 });
  });
});

describe('names and columns', () => {
  it.each([
    ['-dash', "'-dash"],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['plain', 'plain'],
  ])('cell %s is exported as %s and imported back', (cell, exported) => {
    expect(csvSafeCell(cell)).toBe(exported);
    expect(csvCellValue(exported)).toBe(cell);
  });

  it.each([
    ['Ann Lee', 'Ann', 'Lee'],
    ['Mary Ann de Vries', 'Mary', 'Ann de Vries'],
    ['Plato', 'Plato', ''],
  ])('%s splits into first and last name and joins back', (full, first, last) => {
    expect(splitName(full)).toEqual({ firstName: first, lastName: last });
    expect(joinName(first, last)).toBe(full);
  });

  it.each([
    [['username', 'email', 'role'], null],
    [['username', 'email', 'firstName', 'lastName', 'role', 'isAdmin'], null],
    [['email', 'name'], 'The file has no username, role columns.'],
  ])('header %j', (header, problem) => {
    const found = missingColumns(header);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });
});
