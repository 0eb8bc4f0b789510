import { Link as MantineLink } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { Plugin } from '@tiptap/pm/state';
import { type Attributes, Extension, Mark, mergeAttributes } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { withLinkScheme } from '../../../core/rules/linkAddress';
import { isKeptLinkAddress } from '../../../core/rules/richTextMarkup';

/**
 * SPEC §5: a link address without a scheme gets 'http://' (Mantine's link control and Mod-K keep working).
 * Links open in the same window unless the author ticks "open in new tab", so in-app links stay in the app
 * (SPEC §1 link interception skips new-window links). Only addresses the server keeps make a link, and a link
 * holds only what the server keeps (no title or class), so a saved link is the link that was made.
 */
const SchemeLink = MantineLink.extend({
  addAttributes() {
    const { title: _title, class: _class, rel: _rel, ...kept }: Attributes = this.parent?.() ?? {};
    return {
      ...kept,
      // A link opened in a new tab never hands that tab a reference back to this page; others need no rel.
      target: {
        default: null,
        renderHTML: ({ target }) =>
          target === '_blank' ? { target, rel: 'noopener noreferrer nofollow' } : {},
      },
    };
  },
  // The attributes alone, in their order; an address the server would drop is not written at all.
  renderHTML({ HTMLAttributes }) {
    const { href, ...rest } = HTMLAttributes;
    return ['a', isKeptLinkAddress(href ?? '') ? HTMLAttributes : rest, 0];
  },
  addCommands() {
    const parent = this.parent?.();
    return {
      ...parent,
      setLink: (attributes) => (props) =>
        parent?.setLink?.({ ...attributes, href: withLinkScheme(attributes.href) })(props) ?? false,
      toggleLink: (attributes) => (props) =>
        parent?.toggleLink?.(
          attributes?.href ? { ...attributes, href: withLinkScheme(attributes.href) } : attributes,
        )(props) ?? false,
    };
  },
}).configure({
  openOnClick: false,
  isAllowedUri: (address) => isKeptLinkAddress(address),
});

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    fontSize: {
      /** Sets the font size of the selection, e.g. '14px'. */
      setFontSize: (size: string) => ReturnType;
      unsetFontSize: () => ReturnType;
    };
  }
}

/** SPEC §9 editor font sizes: a mark that writes `font-size` on a span. */
const FontSize = Mark.create({
  name: 'fontSize',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => element.style.fontSize || null,
        renderHTML: (attributes) => (attributes.size ? { style: `font-size: ${attributes.size}` } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (element) => (element.style.fontSize ? {} : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
  addCommands() {
    return {
      setFontSize:
        (size) =>
        ({ commands }) =>
          commands.setMark(this.name, { size }),
      unsetFontSize:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
    };
  },
});

/**
 * Attributes of StarterKit's nodes that the server does not keep: a code block's language (typing '```js'), an
 * ordered list's numbering type (pasted). They are cleared as they come, so what is saved is what was seen.
 */
export const UNKEPT_NODE_ATTRIBUTES: Readonly<Record<string, string>> = {
  codeBlock: 'language',
  orderedList: 'type',
};

/** Clears the unkept attributes after every change of the document. */
export const onlyKeptAttributes = () =>
  new Plugin({
    appendTransaction: (transactions, _before, state) => {
      if (!transactions.some((transaction) => transaction.docChanged)) return null;
      const cleared = state.tr;
      state.doc.descendants((node, position) => {
        const attribute = UNKEPT_NODE_ATTRIBUTES[node.type.name];
        if (attribute && node.attrs[attribute] != null) cleared.setNodeAttribute(position, attribute, null);
      });
      return cleared.docChanged ? cleared : null;
    },
  });

const OnlyKeptAttributes = Extension.create({
  name: 'onlyKeptAttributes',
  addProseMirrorPlugins: () => [onlyKeptAttributes()],
});

/**
 * Everything the rich editor can make: its markup is what core/rules/richTextMarkup.ts allows, which the server's
 * sanitizer keeps (editorMarkup.test.ts proves it with a document that uses every part).
 */
export const editorExtensions = [
  StarterKit.configure({ link: false }),
  SchemeLink,
  Image.configure({ allowBase64: true }),
  FontSize,
  OnlyKeptAttributes,
];
