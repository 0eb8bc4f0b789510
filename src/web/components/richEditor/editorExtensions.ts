import { Link as MantineLink } from '@mantine/tiptap';
import { Mark, mergeAttributes } from '@tiptap/react';
import { withLinkScheme } from '../../../core/rules/linkAddress';

/**
 * SPEC §5: a link address without a scheme gets 'http://' (Mantine's link control and Mod-K keep working).
 * Links open in the same window unless the author ticks "open in new tab", so in-app links stay in the app
 * (SPEC §1 link interception skips new-window links).
 */
export const SchemeLink = MantineLink.extend({
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
}).configure({ openOnClick: false, HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' } });

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
export const FontSize = Mark.create({
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
