import { convert, type HtmlToTextOptions } from 'html-to-text';

const ONE_LINE = { leadingLineBreaks: 1, trailingLineBreaks: 1 };

/** One line per paragraph or heading (as written, not upper-cased), '• ' before list items, no images, no
 * wrapping: a calendar app wraps the text itself. */
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'p', options: ONE_LINE },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      options: { ...ONE_LINE, uppercase: false },
    })),
    { selector: 'ul', options: { itemPrefix: '• ' } },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
  ],
};

/**
 * Item descriptions are rich text (HTML); a calendar app shows DESCRIPTION as plain text. `html-to-text` does
 * the work (block ends become line breaks, list items get a bullet, entities are decoded, scripts and styles
 * go); runs of blank lines shrink to one.
 */
export function htmlToPlainText(html: string): string {
  return convert(html, OPTIONS)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
