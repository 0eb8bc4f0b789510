const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A typed line with the spaces the editor's HTML parser would lose kept: ProseMirror's drops a space at a line's
 * start or end and collapses two into one, so those at the ends and each one followed by another go as non-breaking
 * spaces. The editor may come just after a space was typed, and "Bring " then "boots" must not become "Bringboots".
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
