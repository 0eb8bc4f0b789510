const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text typed into an editor's plain text box before the editor came, as the editor's HTML after `html`: a paragraph
 * for each line, the text escaped, so it reads as typed and never as markup.
 */
export function withTypedText(html: string, typed: string): string {
  if (typed === '') return html;
  const paragraphs = typed
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)}</p>`);
  return html + paragraphs.join('');
}
