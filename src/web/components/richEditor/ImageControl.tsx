import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useRef } from 'react';

/** Inserts an image chosen from the device (the keyboard-usable twin of paste and drop). */
export function ImageControl({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <RichTextEditor.Control
        aria-label="Insert image"
        title="Insert image"
        disabled={!editor}
        onClick={() => input.current?.click()}
      >
        <svg
          width={16}
          height={16}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </svg>
      </RichTextEditor.Control>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          onFiles(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
