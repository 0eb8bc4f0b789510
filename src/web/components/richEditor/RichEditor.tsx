import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichEditorProps } from './RichEditorCore';

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
