import { describe, expect, it } from 'vitest';
import { contentDisposition } from './contentDisposition';

// Issue 14: downloads name the file by its display name, RFC 6266 with RFC 8187's UTF-8 form.
describe('contentDisposition (issue 14, RFC 6266)', () => {
  it.each([
    ['inline', 'notes.pdf', `inline; filename="notes.pdf"; filename*=UTF-8''notes.pdf`],
    ['attachment', 'week 1.docx', `attachment; filename="week 1.docx"; filename*=UTF-8''week%201.docx`],
    [
      'attachment',
      'Übung "2".zip',
      `attachment; filename="_bung _2_.zip"; filename*=UTF-8''%C3%9Cbung%20%222%22.zip`,
    ],
    ['inline', "it's (1).txt", `inline; filename="it's (1).txt"; filename*=UTF-8''it%27s%20%281%29.txt`],
    ['attachment', '100%.csv', `attachment; filename="100_.csv"; filename*=UTF-8''100%25.csv`],
  ] as const)('%s %j', (kind, name, header) => {
    expect(contentDisposition(kind, name)).toBe(header);
  });
});
