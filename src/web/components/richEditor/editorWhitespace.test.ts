import { describe, expect, it } from 'vitest';
import { asEditorWhitespace } from './editorWhitespace';

// ProseMirror's DOMParser without `preserveWhitespace` (tiptap's default), which the editor's placeholder mirrors.
describe('asEditorWhitespace', () => {
  it.each([
    ['plain text is kept', 'Unit 1: thinking in steps.', 'Unit 1: thinking in steps.'],
    ['a run of spaces becomes one', 'two  spaces\tand\na line', 'two spaces and a line'],
    ['white space between blocks goes', '<p>one</p>\n  <p>two</p>', '<p>one</p><p>two</p>'],
    ['white space at a block’s edges goes', '<p>  one </p>', '<p>one</p>'],
    ['in lists too', '<ul>\n <li><p>a</p></li>\n</ul>', '<ul><li><p>a</p></li></ul>'],
    [
      'a space between inline marks stays',
      '<p><b>bold</b> <i>italic</i></p>',
      '<p><b>bold</b> <i>italic</i></p>',
    ],
    ['white space after a line break goes', '<p>one<br>\n two</p>', '<p>one<br>two</p>'],
    ['around a rule', '<p>a</p>\n<hr>\n<p>b</p>', '<p>a</p><hr><p>b</p>'],
  ])('%s', (_case, html, expected) => {
    expect(asEditorWhitespace(html)).toBe(expected);
  });

  it('leaves text with a preformatted block to the browser, as the editor keeps its white space', () => {
    expect(asEditorWhitespace('<pre>  indented\n    code</pre>')).toBeNull();
  });
});
