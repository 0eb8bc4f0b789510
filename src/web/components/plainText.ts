/**
 * Stored rich text as one line of plain text, for short previews (a row, a card); the whole text is drawn by
 * RichText. The HTML is read by an inert parser: nothing in it runs or loads.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  // A block's end or a line break separates words, as it does on screen.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
