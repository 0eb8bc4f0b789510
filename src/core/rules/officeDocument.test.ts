import { describe, expect, it } from 'vitest';
import { isOfficeDocument, isPagedDocument, officeExtensionOf, pdfNameOf } from './officeDocument';

// Issue 14: "office documents converted to PDF by LibreOffice when it is installed".
describe('officeExtensionOf and isOfficeDocument (issue 14)', () => {
  it.each([
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
    ['application/vnd.oasis.opendocument.text', 'odt'],
    ['application/vnd.oasis.opendocument.spreadsheet', 'ods'],
    ['application/vnd.oasis.opendocument.presentation', 'odp'],
    ['application/msword', 'doc'],
    ['application/vnd.ms-excel', 'xls'],
    ['application/vnd.ms-powerpoint', 'ppt'],
    ['application/pdf', undefined],
    ['image/png', undefined],
    ['text/plain; charset=utf-8', undefined],
    ['text/csv; charset=utf-8', undefined],
    ['application/zip', undefined],
    ['toString', undefined],
  ])('%s: %s', (contentType, extension) => {
    expect(officeExtensionOf(contentType)).toBe(extension);
    expect(isOfficeDocument(contentType)).toBe(extension !== undefined);
  });
});

// Issues 14 and 16: what the PDF viewer reads page by page, and so what a teacher can show a class.
describe('isPagedDocument (issues 14, 16)', () => {
  it.each([
    ['application/pdf', true],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', true],
    ['application/vnd.oasis.opendocument.text', true],
    ['image/png', false],
    ['application/zip', false],
    ['text/plain; charset=utf-8', false],
  ])('%s: %s', (contentType, paged) => {
    expect(isPagedDocument(contentType)).toBe(paged);
  });
});

describe('pdfNameOf (issue 14)', () => {
  it.each([
    ['plan.docx', 'plan.pdf'],
    ['Week 1 – budget.v2.xlsx', 'Week 1 – budget.v2.pdf'],
    ['slides', 'slides.pdf'],
    ['.odt', '.pdf'],
  ])('%s is downloaded as %s', (name, pdfName) => {
    expect(pdfNameOf(name)).toBe(pdfName);
  });
});
