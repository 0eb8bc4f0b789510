import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePainted } from '../../platform/afterPaint';
import type { RichEditorProps } from './RichEditorCore';

const RichEditorCore = lazy(() => import('./RichEditorCore'));

/**
 * The rich-text editor of SPEC §2 and §5 (Mantine tiptap with links, images and font sizes). tiptap (110 KB) is
 * loaded on first use, so pages without an editor never download it, and only once the page around it has painted:
 * the page's title and text are not kept waiting behind it (issue 40). Its placeholder takes the editor's room.
 */
export function RichEditor(props: RichEditorProps) {
  const painted = usePainted();
  const placeholder = (
    <Skeleton
      height={(props.minHeight ?? 180) + 90}
      radius="md"
      role="status"
      aria-label={`Loading the editor of ${props.label}`}
    />
  );
  return <Suspense fallback={placeholder}>{painted ? <RichEditorCore {...props} /> : placeholder}</Suspense>;
}
