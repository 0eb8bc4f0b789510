import { Box, Input, Skeleton, VisuallyHidden } from '@mantine/core';
import { type ComponentType, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { RichText } from '../RichText';
import { editorHint } from './editorHint';
import { asEditorWhitespace } from './editorWhitespace';
import classes from './RichEditor.module.css';
import type { RichEditorCoreProps, RichEditorProps } from './RichEditorCore';
import { withTypedText } from './typedText';

type Core = ComponentType<RichEditorCoreProps>;
let loadedCore: Core | undefined;
let loadingCore: Promise<Core> | undefined;

/** tiptap, loaded once for the whole app; a load that failed is tried again on the next call. */
function loadCore(): Promise<Core> {
  loadingCore ??= import('./RichEditorCore').then(
    (module) => {
      loadedCore = module.default;
      return module.default;
    },
    (failure: unknown) => {
      loadingCore = undefined;
      throw failure;
    },
  );
  return loadingCore;
}

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

const LOAD_FAILED = 'The editor could not be loaded. Check the connection, then select the text box again.';

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

/** Starts loading tiptap when the pointer comes over an editor, a moment before it is clicked or tapped. */
function preloadCore() {
  loadCore().catch(() => undefined);
}

type Waking = 'asleep' | 'loading' | 'failed';

interface SleepingEditorProps extends RichEditorProps {
  textArea: RefObject<HTMLTextAreaElement | null>;
  waking: Waking;
  /** Called when the text box is first focused (a tap, a click, Tab, its label). */
  onWake: () => void;
  /** What is typed into the text box before the editor comes, all of it each time. */
  onTyped: (text: string) => void;
}

/**
 * The editor before it is used: its label, its frame, the text it holds and its hint, laid out as the editor will
 * lay them out, so nothing moves when it comes. Its text box is a transparent text area over the text: focusing it
 * (a tap opens the phone's keyboard) wakes the editor, and what is typed meanwhile is handed on as text.
 */
function SleepingEditor({
  label,
  value,
  description,
  maxLength,
  error,
  minHeight = 180,
  textArea,
  waking,
  onWake,
  onTyped,
}: SleepingEditorProps) {
  const id = useId();
  const [descriptionId, errorId] = [`${id}-description`, `${id}-error`];
  const hint = editorHint(value, description, maxLength);
  const shownError = waking === 'failed' ? LOAD_FAILED : error;
  const describedBy = [hint && descriptionId, shownError && errorId].filter(Boolean).join(' ');
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={hint}
      descriptionProps={{ id: descriptionId }}
      error={shownError}
      errorProps={{ id: errorId }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Box mt={4} className={classes.sleepingFrame} onPointerEnter={preloadCore}>
        <Box
          aria-hidden
          px="md"
          py={10}
          display="flex"
          style={{ flexWrap: 'wrap', gap: 12, borderBottom: '1px solid var(--mantine-color-gray-4)' }}
        >
          {TOOLBAR_GROUPS.map(([width, height], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders, never reordered.
            <Skeleton key={index} w={width} h={height} animate={waking === 'loading'} />
          ))}
        </Box>
        {/* There from the start: a screen reader announces what a status comes to say, not one added saying it. */}
        <VisuallyHidden role="status">
          {waking === 'loading' ? `Loading the editor of ${label}` : ''}
        </VisuallyHidden>
        <Box p="md" mih={minHeight} pos="relative">
          {value && <PlaceholderText html={value} label={label} />}
          <textarea
            ref={textArea}
            id={id}
            className={classes.typeAhead}
            aria-describedby={describedBy || undefined}
            aria-invalid={shownError ? true : undefined}
            onFocus={onWake}
            onClick={onWake}
            onChange={(event) => onTyped(event.currentTarget.value)}
          />
        </Box>
      </Box>
    </Input.Wrapper>
  );
}

/**
 * The rich-text editor of SPEC §2 and §5 (Mantine tiptap with links, images and font sizes). It sleeps until used:
 * tiptap's code is fetched when the pointer comes over the editor or its text box is focused, and the editor is
 * created on that focus. Loaded and set up with the page, tiptap took 0.4-1 s of a phone's main thread on a page with
 * an editor, and most who open a discussion or a form read it before they write (issue 40).
 */
export function RichEditor(props: RichEditorProps) {
  const [waking, setWaking] = useState<Waking>('asleep');
  const [core, setCore] = useState<{ Core: Core; focused: boolean } | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  // The text the editor held when typing into its text box began: what is typed is added to it, and handed on as
  // typed, so that it is kept (and shown) should the page be saved or the editor fail to come.
  const before = useRef<string | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The editor takes the focus only from its own text box: not from a field the person went on to while it loaded.
  const come = (Core: Core) => setCore({ Core, focused: document.activeElement === textArea.current });
  const wake = () => {
    if (loadedCore) return come(loadedCore);
    if (waking === 'loading') return;
    setWaking('loading');
    loadCore().then(
      (Core) => mounted.current && come(Core),
      () => mounted.current && setWaking('failed'),
    );
  };

  if (core) return <core.Core {...props} takeFocus={core.focused} />;
  return (
    <SleepingEditor
      {...props}
      textArea={textArea}
      waking={waking}
      onWake={wake}
      onTyped={(text) => {
        before.current ??= props.value;
        props.onChange(withTypedText(before.current, text));
      }}
    />
  );
}
