import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface RichEditorProps {
  label: string;
  /** HTML content. */
  value: string;
  /** Called with the HTML, debounced by the editor-sync delay of SPEC §9. */
  onChange: (html: string) => void;
  description?: string;
  error?: string;
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
        <Skeleton height={(props.minHeight ?? 180) + 90} radius="md" aria-label="Loading the editor" />
      }
    >
      <RichEditorCore {...props} />
    </Suspense>
  );
}
