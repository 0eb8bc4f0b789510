const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The spaces of a typed line that the editor's HTML parser would drop (ProseMirror's: one at a line's start or end,
 * the second of two), as non-breaking spaces, which it keeps: the editor may come just after a space was typed, and
 * "Bring " then "boots" must not become "Bringboots".
 */
const keptSpaces = (line: string) => line.replace(/^ | (?= |$)/g, '\u00a0');

/**
 * Text typed into an editor's plain text box before the editor came, as the editor's HTML after `html`: a paragraph
 * for each line, the text escaped, so it reads as typed and never as markup, its spaces all kept.
 */
export function withTypedText(html: string, typed: string): string {
  if (typed === '') return html;
  const paragraphs = typed
    .split(/\r?\n/)
    .map(
      (line) =>
        `<p>${keptSpaces(line.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character))}</p>`,
    );
  return html + paragraphs.join('');
}
