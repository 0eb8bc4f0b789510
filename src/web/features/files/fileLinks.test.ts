import { describe, expect, it } from 'vitest';
import { fileViewerPath } from './fileLinks';

// SPEC §2 (/file_viewer_pdf, /file_viewer_doc, /viewfile) and issue 14: every office document opens in the
// document viewer, which shows it as a PDF when the server has LibreOffice.
describe('fileViewerPath (SPEC §2, issue 14)', () => {
  it.each([
    ['application/pdf', 'notes.pdf', '/file_viewer_pdf/f1/notes.pdf'],
    [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Week plan.docx',
      '/file_viewer_doc/f1/Week%20plan.docx',
    ],
    [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'marks.xlsx',
      '/file_viewer_doc/f1/marks.xlsx',
    ],
    [
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'a.pptx',
      '/file_viewer_doc/f1/a.pptx',
    ],
    ['application/vnd.oasis.opendocument.text', 'a.odt', '/file_viewer_doc/f1/a.odt'],
    ['application/vnd.oasis.opendocument.spreadsheet', 'a.ods', '/file_viewer_doc/f1/a.ods'],
    ['application/vnd.oasis.opendocument.presentation', 'a.odp', '/file_viewer_doc/f1/a.odp'],
    ['application/msword', 'a.doc', '/file_viewer_doc/f1/a.doc'],
    ['application/vnd.ms-excel', 'a.xls', '/file_viewer_doc/f1/a.xls'],
    ['application/vnd.ms-powerpoint', 'a.ppt', '/file_viewer_doc/f1/a.ppt'],
    ['image/png', 'map.png', '/viewfile/f1'],
    ['text/plain; charset=utf-8', 'read.txt', '/viewfile/f1'],
    ['application/zip', 'all.zip', null],
    ['text/csv; charset=utf-8', 'marks.csv', null],
  ])('%s named %s opens at %s', (contentType, name, path) => {
    expect(fileViewerPath({ _id: 'f1', name, contentType })).toBe(path);
  });
});
