import { describe, expect, it } from 'vitest';
import { canChangeLibraryDocument, EMPTY_LIBRARY_FORM, libraryUploadMetadata } from './libraryMetadata';

// Issue 14: a library upload carries its entry's fields as tus metadata (title, description?, sectorId?, courseCodeId?).
describe('libraryUploadMetadata', () => {
  it.each([
    [
      { ...EMPTY_LIBRARY_FORM, title: ' Pipes ' },
      { purpose: 'library', title: 'Pipes' },
    ],
    [
      { title: 'Pipes', description: ' Joints ', sectorId: 's1', courseCodeId: 'c1' },
      { purpose: 'library', title: 'Pipes', description: 'Joints', sectorId: 's1', courseCodeId: 'c1' },
    ],
    [
      { ...EMPTY_LIBRARY_FORM, title: 'Pipes', description: '   ' },
      { purpose: 'library', title: 'Pipes' },
    ],
  ])('%j is sent as %j', (form, metadata) => {
    expect(libraryUploadMetadata(form)).toEqual(metadata);
  });
});

// Issue 14: update/remove by the teacher who added it or an administrator.
describe('canChangeLibraryDocument', () => {
  const document = { file: { uploader: { _id: 'tess' } } };
  it.each([
    [{ userId: 'tess', isAdmin: false }, true],
    [{ userId: 'theo', isAdmin: false }, false],
    [{ userId: 'ada', isAdmin: true }, true],
    [{ userId: null, isAdmin: false }, false],
  ])('%j may change it: %s', (viewer, may) => {
    expect(canChangeLibraryDocument(document, viewer)).toBe(may);
  });
});
