/** A tag the editor lays out as a block of its own: white space beside it is not text to the editor. */
const BESIDE_BLOCK_TAG = /\s*(<\/?(?:p|h[1-6]|ul|ol|li|blockquote|hr)\b[^>]*>)\s*/gi;
const AFTER_LINE_BREAK = /(<br\b[^>]*>)\s+/gi;

/**
 * Stored rich text with its white space as the editor will hold it: ProseMirror's parser turns each run of white
 * space into one space, and drops it beside a block and after a line break. The editor then keeps every space it
 * holds (`white-space: break-spaces`), so a placeholder that shows this text kept the same way breaks its lines
 * where the editor will. Null for text with a `pre` block, whose white space the editor keeps as it is.
 */
export function asEditorWhitespace(html: string): string | null {
  if (/<pre\b/i.test(html)) return null;
  return html.replace(/\s+/g, ' ').replace(BESIDE_BLOCK_TAG, '$1').replace(AFTER_LINE_BREAK, '$1').trim();
}
