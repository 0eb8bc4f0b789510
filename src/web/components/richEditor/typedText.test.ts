import { describe, expect, it } from 'vitest';
import { withTypedText } from './typedText';

describe('text typed before the editor came, added to its HTML', () => {
  it.each([
    ['', '', ''],
    ['<p>Kept</p>', '', '<p>Kept</p>'],
    ['', 'Hello', '<p>Hello</p>'],
    ['<p>Kept</p>', 'Two\nlines', '<p>Kept</p><p>Two</p><p>lines</p>'],
    ['', 'a\r\n\r\nb', '<p>a</p><p></p><p>b</p>'],
    // The editor's parser drops a space at a line's ends and the second of two: they go as non-breaking spaces.
    ['', 'Bring ', '<p>Bring\u00a0</p>'],
    ['', ' a  b', '<p>\u00a0a\u00a0 b</p>'],
    [
      '',
      '<img src=x onerror=alert(1)> & "quotes"',
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>',
    ],
  ])('%j + %j gives %j', (html, typed, expected) => {
    expect(withTypedText(html, typed)).toBe(expected);
  });
});
