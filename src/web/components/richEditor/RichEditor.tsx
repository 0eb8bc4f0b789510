import { Box, Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePainted } from '../../platform/afterPaint';
import { RichText } from '../RichText';
import { editorHint } from './editorHint';
import { asEditorWhitespace } from './editorWhitespace';
import classes from './RichEditor.module.css';
import type { RichEditorProps } from './RichEditorCore';

const RichEditorCore = lazy(() => import('./RichEditorCore'));

/**
 * The toolbar's groups of controls (width, height in px), in its order. Laid out as the toolbar lays them out
 * (wrapping, with its padding and gaps), they take the rows the toolbar will take at any width.
 */
const TOOLBAR_GROUPS = [
  [130, 26],
  [72, 30],
  [130, 26],
  [78, 26],
  [52, 26],
] as const;

/** The editor's text before the editor comes, laid out as the editor will lay it out. */
function PlaceholderText({ html, label }: { html: string; label: string }) {
  const kept = asEditorWhitespace(html);
  if (kept === null) return <RichText html={html} label={label} />;
  return (
    <div className={classes.editorText}>
      <RichText html={kept} label={label} />
    </div>
  );
}

/**
 * What stands in the editor's place while tiptap loads: its label, its frame, the text it holds and its hint, so the
 * text is read at once rather than after the editor's 110 KB, and nothing moves when the editor comes (issue 40);
 * only the toolbar's controls are placeholders.
 */
function EditorPlaceholder({ label, value, description, maxLength, minHeight = 180 }: RichEditorProps) {
  return (
    <Input.Wrapper
      label={label}
      description={editorHint(value, description, maxLength)}
      inputWrapperOrder={['label', 'input', 'description']}
    >
      <Box
        mt={4}
        bd="1px solid var(--mantine-color-gray-4)"
        style={{ borderRadius: 'var(--mantine-radius-default)' }}
      >
        <Box
          role="status"
          aria-label={`Loading the editor of ${label}`}
          px="md"
          py={10}
          display="flex"
          style={{ flexWrap: 'wrap', gap: 12, borderBottom: '1px solid var(--mantine-color-gray-4)' }}
        >
          {TOOLBAR_GROUPS.map(([width, height], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders, never reordered.
            <Skeleton key={index} w={width} h={height} />
          ))}
        </Box>
        <Box p="md" mih={minHeight}>
          {value && <PlaceholderText html={value} label={label} />}
        </Box>
      </Box>
    </Input.Wrapper>
  );
}

/**
 * The rich-text editor of SPEC §2 and §5 (Mantine tiptap with links, images and font sizes). tiptap (110 KB) is
 * loaded on first use, so pages without an editor never download it, and only once the page around it has painted:
 * the page's title and text are not kept waiting behind it (issue 40).
 */
export function RichEditor(props: RichEditorProps) {
  const painted = usePainted();
  const placeholder = <EditorPlaceholder {...props} />;
  return <Suspense fallback={placeholder}>{painted ? <RichEditorCore {...props} /> : placeholder}</Suspense>;
}
