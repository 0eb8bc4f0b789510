import { describe, expect, it } from 'vitest';
import { archiveName, folderName, studentFolderName, uniqueName } from './submissionArchive';

// Issue 37: "download all submissions of an item as one zip with a folder per student or group".
describe('archiveName (issue 37)', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['/abs/path/essay.docx', 'essay.docx'],
    ['C:\\Users\\ann\\week 1.docx', 'week 1.docx'],
    ['..', 'file'],
    ['what? why*.txt', 'what_ why_.txt'],
    ['a:b|c<d>"e".pdf', 'a_b_c_d__e_.pdf'],
    ['trailing dots...', 'trailing dots'],
    ['', 'file'],
  ])('%j is stored as %j', (given, stored) => {
    expect(archiveName(given)).toBe(stored);
  });
});

describe('studentFolderName (issue 37)', () => {
  it.each([
    [{ fullName: 'Ana Lopez', username: 'ana' }, 'Lopez Ana (ana)'],
    [{ fullName: 'Mary Ann de Vries', username: 'mary' }, 'Vries Mary Ann de (mary)'],
    [{ fullName: 'Cher', username: 'cher1' }, 'Cher (cher1)'],
    [{ fullName: '  ', username: 'nobody' }, 'nobody'],
    [{ fullName: 'Bo/b ..', username: 'bob' }, '.. Bo_b (bob)'],
  ])('%j has the folder %j', (person, folder) => {
    expect(studentFolderName(person)).toBe(folder);
  });
});

describe('folderName (issue 37)', () => {
  it.each([
    ['Group 1', 'Group 1'],
    ['Red/Blue', 'Red_Blue'],
    ['..', 'file'],
    ['../up', '.._up'],
  ])('the group %j has the folder %j', (name, folder) => {
    expect(folderName(name)).toBe(folder);
  });
});

describe('uniqueName (issue 37)', () => {
  it('numbers the second and later of a name, without regard to case, the extension kept', () => {
    const taken = new Set<string>();
    expect(
      ['report.pdf', 'Report.PDF', 'report.pdf', 'notes', 'notes', '.env', '.env'].map((name) =>
        uniqueName(name, taken),
      ),
    ).toEqual(['report.pdf', 'Report (2).PDF', 'report (3).pdf', 'notes', 'notes (2)', '.env', '.env (2)']);
  });
});
