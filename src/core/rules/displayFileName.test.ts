import { describe, expect, it } from 'vitest';
import { displayFileName } from './displayFileName';

// Issue 14: the name a user gave is only shown, cleaned; it never becomes a storage path.
describe('displayFileName (issue 14)', () => {
  it.each([
    ['notes.pdf', 'notes.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ann\\week 1.docx', 'week 1.docx'],
    ['  spaced.txt  ', 'spaced.txt'],
    ['tab\there\n.txt', 'tabhere.txt'],
    ['evil\u202Efdp.exe', 'evilfdp.exe'],
    ['..', 'file'],
    ['folder/', 'file'],
    ['', 'file'],
    ['Übung – Woche 2.pdf', 'Übung – Woche 2.pdf'],
  ])('%j is shown as %j', (given, shown) => {
    expect(displayFileName(given)).toBe(shown);
  });

  it('keeps at most 255 characters, the extension kept', () => {
    const shown = displayFileName(`${'é'.repeat(300)}.pdf`);
    expect([...shown]).toHaveLength(255);
    expect(shown.endsWith('é.pdf')).toBe(true);
  });
});
