import { NativeSelect } from '@mantine/core';
import { useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import { EDITOR_FONT_SIZES } from '../../../core/constants';

const options = [
  { value: '', label: 'Size' },
  ...EDITOR_FONT_SIZES.map((size) => ({ value: `${size}px`, label: `${size}` })),
];

/** SPEC §9 editor font sizes 8-36, as a toolbar select. */
export function FontSizeSelect() {
  const { editor } = useRichTextEditorContext();
  const current = useEditorState({
    editor,
    selector: (state) => (state.editor?.getAttributes('fontSize').size as string | undefined) ?? '',
  });
  if (!editor) return null;
  return (
    <NativeSelect
      aria-label="Font size"
      size="xs"
      w={72}
      data={options}
      value={current ?? ''}
      onChange={(event) => {
        const size = event.currentTarget.value;
        const chain = editor.chain().focus();
        (size ? chain.setFontSize(size) : chain.unsetFontSize()).run();
      }}
    />
  );
}
