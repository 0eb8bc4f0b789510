import { Editor, type JSONContent } from '@tiptap/core';
import { DOMSerializer, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorState } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { EDITOR_FONT_SIZES } from '../../../core/constants';
import { sanitizeRichText } from '../../../server/text/richText';
import { editorExtensions, onlyKeptAttributes, UNKEPT_NODE_ATTRIBUTES } from './editorExtensions';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const text = (value: string, marks: JSONContent['marks'] = []): JSONContent => ({
  type: 'text',
  text: value,
  marks,
});
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const doc = (...content: JSONContent[]): JSONContent => ({ type: 'doc', content });

/** A document that uses every node, mark and attribute the editor can make, each attribute set. */
const EVERYTHING = doc(
  ...[1, 2, 3, 4, 5, 6].map((level) => ({
    type: 'heading',
    attrs: { level },
    content: [text(`Level ${level}`)],
  })),
  paragraph(
    text('bold', [{ type: 'bold' }]),
    text(' italic', [{ type: 'italic' }]),
    text(' under', [{ type: 'underline' }]),
    text(' struck', [{ type: 'strike' }]),
    text(' code', [{ type: 'code' }]),
    { type: 'hardBreak' },
    text('all at once', [{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }]),
  ),
  paragraph(
    ...EDITOR_FONT_SIZES.map((size) =>
      text(`${size} `, [{ type: 'fontSize', attrs: { size: `${size}px` } }]),
    ),
  ),
  paragraph(
    text('same tab', [{ type: 'link', attrs: { href: 'https://example.org/a?b=1&c=2' } }]),
    text(' new tab', [
      {
        type: 'link',
        attrs: { href: 'https://example.org', target: '_blank', rel: 'noopener noreferrer nofollow' },
      },
    ]),
    text(' in the app', [{ type: 'link', attrs: { href: '/viewcourse/c1' } }]),
    text(' mail', [{ type: 'link', attrs: { href: 'mailto:ann@example.org' } }]),
    text(' call', [{ type: 'link', attrs: { href: 'tel:+3531234' } }]),
  ),
  { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('one'))] }] },
  {
    type: 'orderedList',
    attrs: { start: 3 },
    content: [{ type: 'listItem', content: [paragraph(text('three'))] }],
  },
  { type: 'blockquote', content: [paragraph(text('quoted'))] },
  { type: 'codeBlock', content: [text('let a = 1 < 2;')] },
  { type: 'horizontalRule' },
  paragraph({
    type: 'image',
    attrs: { src: PNG, alt: 'diagram', title: 'A diagram', width: 40, height: 30 },
  }),
);

interface FakeNode {
  nodeType: 1 | 3;
  name: string;
  attributes: [string, string][];
  children: FakeNode[];
  setAttribute(name: string, value: string): void;
  appendChild(child: FakeNode): FakeNode;
}

/** Just enough of a document for ProseMirror's serializer, which is how tiptap turns a document into HTML. */
function fakeNode(nodeType: 1 | 3, name: string): FakeNode {
  const node: FakeNode = {
    nodeType,
    name,
    attributes: [],
    children: [],
    setAttribute: (attribute, value) => node.attributes.push([attribute, String(value)]),
    appendChild: (child) => {
      node.children.push(child);
      return child;
    },
  };
  return node;
}
const fakeDocument = {
  createElement: (tag: string) => fakeNode(1, tag),
  createTextNode: (value: string) => fakeNode(3, value),
  createDocumentFragment: () => fakeNode(1, ''),
};

const VOID = new Set(['br', 'hr', 'img']);
const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cssOf = (style: string) => style.replace(/\s+/g, '').replace(/;$/, '');

/**
 * The markup written out in the sanitizer's spelling (`<br />`, `font-size:14px`): the test compares tags,
 * attributes and values, not how a serializer spells them.
 */
function html(node: FakeNode): string {
  if (node.nodeType === 3) return escapeText(node.name);
  const inner = node.children.map(html).join('');
  if (!node.name) return inner;
  const attributes = node.attributes
    .map(
      ([name, value]) =>
        ` ${name}="${escapeText(name === 'style' ? cssOf(value) : value).replace(/"/g, '&quot;')}"`,
    )
    .join('');
  return VOID.has(node.name)
    ? `<${node.name}${attributes} />`
    : `<${node.name}${attributes}>${inner}</${node.name}>`;
}

function markupOf(document: ProseMirrorNode): string {
  const fragment = DOMSerializer.fromSchema(document.type.schema).serializeFragment(document.content, {
    document: fakeDocument as unknown as Document,
  });
  return html(fragment as unknown as FakeNode);
}

// DESIGN §3: rich text is sanitised on the server; what the editor makes must come back whole, or a teacher's
// formatting would vanish on saving.
describe('the rich editor makes only markup the server keeps', () => {
  const editor = new Editor({ element: null, extensions: editorExtensions, content: EVERYTHING });

  it('the document uses every node, mark and attribute of the editor', () => {
    const used = new Map<string, Set<string>>();
    const note = (type: string, attrs: Record<string, unknown> = {}) => {
      const set = used.get(type) ?? new Set();
      for (const [name, value] of Object.entries(attrs)) if (value !== null) set.add(name);
      used.set(type, set);
    };
    editor.state.doc.descendants((node) => {
      note(node.type.name, node.attrs);
      for (const mark of node.marks) note(mark.type.name, mark.attrs);
    });
    note('doc');
    const types = { ...editor.schema.nodes, ...editor.schema.marks };
    const expected = Object.fromEntries(
      Object.entries(types).map(([name, type]) => [
        name,
        Object.keys(type.spec.attrs ?? {})
          .filter((attribute) => UNKEPT_NODE_ATTRIBUTES[name] !== attribute)
          .sort(),
      ]),
    );
    const actual = Object.fromEntries(
      Object.keys(types).map((name) => [name, [...(used.get(name) ?? [])].sort()]),
    );
    expect(actual).toEqual(expected);
  });

  it('that document survives the sanitizer unchanged', () => {
    const made = markupOf(editor.state.doc);
    expect(made).toContain('<ol start="3">');
    expect(sanitizeRichText(made)).toBe(made);
  });

  it.each([
    [
      'a code block typed with a language',
      { type: 'codeBlock', attrs: { language: 'js' }, content: [text('x')] },
      '<pre><code>x</code></pre>',
    ],
    [
      'a pasted list numbered with letters',
      {
        type: 'orderedList',
        attrs: { type: 'a' },
        content: [{ type: 'listItem', content: [paragraph(text('a'))] }],
      },
      '<ol><li><p>a</p></li></ol>',
    ],
  ])('clears what the server would drop: %s', (_case, node, expected) => {
    const { schema } = editor;
    const empty = EditorState.create({
      doc: schema.nodeFromJSON(doc(paragraph())),
      plugins: [onlyKeptAttributes()],
    });
    const { state } = empty.applyTransaction(
      empty.tr.replaceWith(0, empty.doc.content.size, schema.nodeFromJSON(node)),
    );
    expect(markupOf(state.doc)).toBe(expected);
    expect(sanitizeRichText(expected)).toBe(expected);
  });

  it('makes no link of an address the server would drop', () => {
    const linking = new Editor({
      element: null,
      extensions: editorExtensions,
      content: doc(paragraph(text('here'))),
    });
    for (const href of ['javascript:alert(1)', 'ftp://files.example.org', '//evil.example/x'])
      expect(linking.chain().selectAll().setLink({ href }).run(), href).toBe(false);
    expect(linking.chain().selectAll().setLink({ href: 'example.org' }).run()).toBe(true);
    expect(markupOf(linking.state.doc)).toBe('<p><a href="http://example.org">here</a></p>');
  });
});
