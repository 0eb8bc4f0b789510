// The sheets @mantine/tiptap draws with beyond the after-login ones (issue 13), then its own.
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { DEBOUNCE_MS } from '../../../core/constants';
import { toast } from '../toast';
import { editorExtensions } from './editorExtensions';
import { editorHint } from './editorHint';
import { FontSizeSelect } from './FontSizeSelect';
import { ImageControl } from './ImageControl';
import { imageFilesOf, imageFileToDataUrl } from './imageFiles';

export interface RichEditorProps {
  label: string;
  /** HTML content; '' when empty. */
  value: string;
  /** Called with the HTML ('' when empty), debounced by the editor-sync delay of SPEC §9 and flushed on leaving. */
  onChange: (html: string) => void;
  /**
   * The schema's limit (core/schemas/fields.ts), shown with how much is used. It counts the HTML, formatting
   * included, as the server's check does (core/schemas/richText.ts).
   */
  maxLength?: number;
  description?: string;
  error?: ReactNode;
  minHeight?: number;
}

export interface RichEditorCoreProps extends RichEditorProps {
  /** Whether the editor comes in place of its text box while that has the focus, and so takes it over. */
  takeFocus: boolean;
}

/**
 * The HTML to store: '' for an empty editor, and without the empty paragraph the editor keeps after a list or a
 * quote at the end (so that there is somewhere to type), which is no content.
 */
const storedHtml = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

/** Turns image files into JPEG data URLs (SPEC §5) and inserts them at `position`, or at the cursor. */
async function insertImages(editor: Editor, files: File[], position?: number) {
  for (const file of files) {
    const outcome = await imageFileToDataUrl(file);
    if (outcome.kind === 'tooLarge') toast(`${file.name} is over 64 MB and was skipped.`, { tone: 'error' });
    else if (outcome.kind === 'unreadable')
      toast(`${file.name} could not be read as an image.`, { tone: 'error' });
    else {
      const image = { type: 'image', attrs: { src: outcome.src, alt: file.name } };
      const chain = editor.chain().focus();
      (position === undefined ? chain.insertContent(image) : chain.insertContentAt(position, image)).run();
    }
  }
}

/**
 * Puts the caret at the editor's end and the focus in it, at once: it comes in place of the text box that had the
 * focus, and a key pressed before the focus moved would be lost.
 */
function takeOverFocus(editor: Editor) {
  editor.commands.setTextSelection(editor.state.doc.content.size);
  editor.view.focus();
}

/**
 * The tiptap editor itself; loaded lazily through RichEditor so only pages that use it download tiptap, and created
 * when its text box is first focused, so it starts with the focus and the caret at its end.
 */
export default function RichEditorCore({
  label,
  value,
  onChange,
  maxLength,
  description,
  error,
  minHeight = 180,
  takeFocus,
}: RichEditorCoreProps) {
  const id = useId();
  const [labelId, descriptionId, errorId] = [`${id}-label`, `${id}-description`, `${id}-error`];
  const editorRef = useRef<Editor | null>(null);
  // Leaving the field (to press Save, say) hands over what was typed at once, not after the delay.
  const emitChange = useDebouncedCallback((html: string) => onChange(html), {
    delay: DEBOUNCE_MS.editorSync,
    flushOnUnmount: true,
  });
  const hint = editorHint(value, description, maxLength);
  const describedBy = [hint && descriptionId, error && errorId].filter(Boolean).join(' ');

  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        'aria-multiline': 'true',
        role: 'textbox',
      },
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData?.files);
        if (files.length === 0 || !editorRef.current) return false;
        void insertImages(editorRef.current, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = imageFilesOf(event.dataTransfer?.files);
        if (moved || files.length === 0 || !editorRef.current) return false;
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void insertImages(editorRef.current, files, position);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => emitChange(storedHtml(current)),
    onBlur: () => emitChange.flush(),
  });
  editorRef.current = editor;
  // After EditorContent's mount has put the editor's text into the page; once, as the editor is created once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: whether it had the focus is read as the editor comes.
  useLayoutEffect(() => {
    if (editor && takeFocus) takeOverFocus(editor);
  }, [editor]);

  return (
    <Input.Wrapper
      label={label}
      // The label is no <label> of an input, so a click on it is passed on by hand.
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      description={hint}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <FontSizeSelect />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            {editor && <ImageControl onFiles={(files) => void insertImages(editor, files)} />}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
