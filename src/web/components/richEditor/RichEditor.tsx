import { Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

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

const RichEditorCore = lazy(() => import('./RichEditorCore'));

/**
 * The rich-text editor of SPEC §2 and §5 (Mantine tiptap with links, images and font sizes). tiptap is loaded on
 * first use, so pages without an editor never download it.
 */
export function RichEditor(props: RichEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton
          height={(props.minHeight ?? 180) + 90}
          radius="md"
          role="status"
          aria-label={`Loading the editor of ${props.label}`}
        />
      }
    >
      <RichEditorCore {...props} />
    </Suspense>
  );
}
