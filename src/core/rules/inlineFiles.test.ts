import { describe, expect, it } from 'vitest';
import { inlineFiles, inlineKind } from './inlineFiles';

// Issue 37: "a submitted PDF or image opens inline beside the marking form"; other files stay downloads.
describe('inlineKind (issue 37)', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/png', 'image'],
    ['image/jpeg', 'image'],
    ['image/svg+xml', null],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', null],
    ['application/zip', null],
    ['video/mp4', null],
  ])('%s is shown as %s', (contentType, kind) => {
    expect(inlineKind({ contentType })).toBe(kind);
  });

  it('keeps the order the files came in, leaving out what cannot be shown', () => {
    const files = ['image/png', 'application/zip', 'application/pdf'].map((contentType, n) => ({
      n,
      contentType,
    }));
    expect(inlineFiles(files).map((file) => file.n)).toEqual([0, 2]);
  });
});
