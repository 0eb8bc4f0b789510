import { describe, expect, it } from 'vitest';
import type { SavedFile } from '../../../core/rules/savedFile';
import { isSaved, savedFileOf, withoutSaved, withSaved } from './savedFiles';

const entry = (id: string): SavedFile => ({
  courseId: 'c1',
  fileName: `${id}.pdf`,
  FileId: id,
  url: `/file_viewer_pdf/${id}/${id}.pdf`,
  flag: 1,
});

// SPEC §3: the saved file record (courseId, fileName, FileId, url, flag) of the browser list saveFile.
describe('the saved-files list', () => {
  it('records a file with the address it opens at, ready to open', () => {
    expect(
      savedFileOf({ _id: 'f1', name: 'Notes.pdf', courseId: 'c1' }, '/file_viewer_pdf/f1/Notes.pdf'),
    ).toEqual({
      courseId: 'c1',
      fileName: 'Notes.pdf',
      FileId: 'f1',
      url: '/file_viewer_pdf/f1/Notes.pdf',
      flag: 1,
    });
    expect(savedFileOf({ _id: 'f2', name: 'Guide.pdf', courseId: null }, '/x').courseId).toBe('');
  });

  it.each([
    ['a new file goes first', [entry('a')], entry('b'), ['b', 'a']],
    ['saving again keeps one entry, moved first', [entry('a'), entry('b')], entry('b'), ['b', 'a']],
    ['into an empty list', [], entry('a'), ['a']],
  ])('%s', (_case, list, file, ids) => {
    expect(withSaved(list, file).map((e) => e.FileId)).toEqual(ids);
  });

  it('takes a file out, and knows what is saved', () => {
    const list = [entry('a'), entry('b')];
    expect(withoutSaved(list, 'a').map((e) => e.FileId)).toEqual(['b']);
    expect(isSaved(list, 'b')).toBe(true);
    expect(isSaved(withoutSaved(list, 'b'), 'b')).toBe(false);
  });
});
