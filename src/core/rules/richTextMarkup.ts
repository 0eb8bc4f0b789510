import { EDITOR_FONT_SIZES } from '../constants';

/**
 * The markup rich text may hold: what the rich editor makes (web/components/richEditor: tiptap's StarterKit, links,
 * images and the SPEC §9 font sizes) and nothing else. The server's sanitizer keeps exactly this
 * (server/text/richText.ts); the editor's links follow the same schemes, and a test proves that a document using
 * every editor feature is kept whole.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'img',
  'span',
] as const;

export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  span: ['style'],
};

/** The only style: a font size of the editor's list, on a span. */
export const RICH_TEXT_FONT_SIZE = new RegExp(`^(${EDITOR_FONT_SIZES.join('|')})px$`);

/** Schemes a reader can safely follow. Addresses inside the app ('/path', '#part') need none. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Pictures pasted into the editor are stored inline as data: addresses (SPEC §5 re-encodes them as JPEG). */
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https', 'data'] as const;

/** Inline pictures a browser draws as an image: no SVG or HTML behind a data: address. */
export const DRAWABLE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether a link address survives the sanitizer: one of the link schemes, or an address inside the app. An address
 * that starts with two slashes ('//', or '\\' which browsers read the same) names another host without a scheme,
 * and is refused like any unknown scheme.
 */
export function isKeptLinkAddress(address: string): boolean {
  // Browsers ignore control characters and white space inside a scheme ('java\tscript:'), so the check does too.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a browser skips are the point.
  const bare = address.replace(/[\u0000-\u0020]+/g, '');
  const scheme = SCHEME.exec(bare)?.[1]?.toLowerCase();
  if (scheme) return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
  return !/^[/\\]{2}/.test(bare);
}
