/** The text of a description that may hold rich-text HTML, for a short plain preview (nothing is run or loaded). */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
