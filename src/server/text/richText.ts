import sanitizeHtml from 'sanitize-html';
import { EDITOR_FONT_SIZES } from '../../core/constants';

/**
 * What the rich-text editor can produce (web/components/richEditor: tiptap's StarterKit, links, images and the
 * SPEC §9 font sizes), and nothing else: every other tag goes with its content kept as text, every other
 * attribute goes, and addresses keep only the schemes a reader can safely follow.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  // Tags whose content is code or style, never text: dropped whole.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    span: ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Pictures pasted into the editor are stored inline as data: addresses (SPEC §5 re-encodes them as JPEG).
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedStyles: {
    span: { 'font-size': [new RegExp(`^(${EDITOR_FONT_SIZES.join('|')})px$`)] },
  },
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
        /^data:/i.test(attribs.src ?? '') && !/^data:image\/(png|jpeg|gif|webp)[;,]/i.test(attribs.src ?? '')
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
