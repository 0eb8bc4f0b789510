import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plainText';

describe('htmlToPlainText (item descriptions in the iCalendar feed)', () => {
  it.each([
    ['plain text stays', 'Read chapter 2', 'Read chapter 2'],
    ['paragraphs become lines', '<p>One</p><p>Two</p>', 'One\nTwo'],
    ['line breaks', 'a<br>b<br/>c', 'a\nb\nc'],
    ['inline tags go', 'Bring a <strong>calculator</strong>', 'Bring a calculator'],
    ['list items get bullets', '<ul><li>pen</li><li>paper</li></ul>', '• pen\n• paper'],
    [
      'entities are decoded',
      'Q&amp;A &lt;live&gt; &quot;now&quot; &#39;ok&#39; &#x2713;',
      'Q&A <live> "now" \'ok\' ✓',
    ],
    ['unknown entities stay as written; &#0; reads as browsers read it', '&bogus; &#0;', '&bogus; \uFFFD'],
    ['scripts and styles vanish with their content', '<style>p{}</style>Hi<script>x()</script>', 'Hi'],
    ['blank runs shrink to one blank line', '<p>a</p><p></p><p></p><p></p><p>b</p>', 'a\n\nb'],
    [
      'headings keep their case, links their text',
      '<h2>Week 1</h2><a href="https://x.org">notes</a>',
      'Week 1\nnotes',
    ],
    ['nothing gives nothing', '', ''],
  ])('%s', (_case, html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });
});
