import sanitizeHtml from 'sanitize-html';
import {
  DRAWABLE_DATA_IMAGE,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_FONT_SIZE,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '../../core/rules/richTextMarkup';

/**
 * What the rich-text editor can produce (core/rules/richTextMarkup.ts), and nothing else: every other tag goes
 * with its content kept as text, every other attribute goes, and addresses keep only the schemes a reader can
 * safely follow.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // Tags whose content is code or style, never text: dropped whole.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math'],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  allowedStyles: { span: { 'font-size': [RICH_TEXT_FONT_SIZE] } },
  transformTags: {
    // A link may open a new window, but never hands that window a reference back to this page.
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
    // Inline pictures must be pictures a browser draws as an image: no SVG or HTML behind a data: address.
    img: (tagName, attribs) => ({
      tagName,
      attribs:
        /^data:/i.test(attribs.src ?? '') && !DRAWABLE_DATA_IMAGE.test(attribs.src ?? '')
          ? { ...attribs, src: '' }
          : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Rich text as it may be stored and shown (DESIGN §3: sanitised on the server when written). Run on every
 * rich-text field of every write; what the editor made comes back unchanged.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
