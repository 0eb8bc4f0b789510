import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ANNOTATION_LIMITS, type Annotation } from '../../../core/schemas/annotations';

const KIND_NAMES = { highlight: 'Highlight', comment: 'Comment', drawing: 'Drawing' } as const;

/** A comment's text being written: a new one, or a change to one saved. */
function CommentEditor({
  label,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  busy: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const blank = text.trim() === '';
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={ANNOTATION_LIMITS.commentMaxChars}
        autosize
        minRows={2}
        // Asked for just now, by a button or a click on the page: the writing starts here.
        autoFocus
      />
      <Group gap="xs">
        <Button size="xs" onClick={() => onSave(text)} disabled={blank} loading={busy}>
          Save comment
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function AnnotationEntry({
  annotation,
  number,
  editable,
  onChangeText,
  onRemove,
}: {
  annotation: Annotation;
  number: number | undefined;
  editable: boolean;
  onChangeText: (text: string) => Promise<unknown>;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const { shape, page } = annotation;
  const heading = `${KIND_NAMES[shape.kind]}${number === undefined ? '' : ` ${number}`}, page ${page}`;
  return (
    <Stack component="li" gap={4} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      {shape.kind === 'comment' &&
        (editing ? (
          <CommentEditor
            label={`Comment ${number}`}
            initial={shape.text}
            busy={saving}
            onSave={(text) => {
              setSaving(true);
              onChangeText(text)
                .then(() => setEditing(false))
                .catch(() => undefined)
                .finally(() => setSaving(false));
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {shape.text}
          </Text>
        ))}
      {editable && !editing && (
        <Group gap="xs">
          {shape.kind === 'comment' && (
            <Button size="compact-xs" variant="default" onClick={() => setEditing(true)}>
              Edit comment {number}
            </Button>
          )}
          <Button size="compact-xs" variant="default" onClick={onRemove}>
            Remove {shape.kind === 'comment' ? `comment ${number}` : `${shape.kind} on page ${page}`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The annotations of the file shown, as a list (issue 37): the comments numbered as their pins are, with the
 * highlights and drawings. It is the keyboard's and screen reader's way in: a teacher edits and removes each
 * here, and writes a new comment here (`draft`), placed where they clicked or at the top left of the page shown.
 */
export function AnnotationList({
  annotations,
  numbers,
  editable,
  page,
  draft,
  saving,
  onStartDraft,
  onSaveDraft,
  onCancelDraft,
  onChangeText,
  onRemove,
}: {
  annotations: readonly Annotation[];
  numbers: ReadonlyMap<string, number>;
  editable: boolean;
  /** The page shown, which a comment added from here goes on. */
  page: number;
  draft: { page: number } | null;
  saving: boolean;
  onStartDraft: () => void;
  onSaveDraft: (text: string) => void;
  onCancelDraft: () => void;
  onChangeText: (annotation: Annotation, text: string) => Promise<unknown>;
  onRemove: (annotation: Annotation) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-label="Annotations">
      <Title order={3} size="h5">
        Annotations
      </Title>
      {annotations.length === 0 && !draft && (
        <Text size="sm" c="dimmed">
          {editable
            ? 'None yet: choose a tool above the file, or add a comment here.'
            : 'No annotations on this file.'}
        </Text>
      )}
      {annotations.length > 0 && (
        <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {annotations.map((annotation) => (
            <AnnotationEntry
              key={annotation._id}
              annotation={annotation}
              number={numbers.get(annotation._id)}
              editable={editable}
              onChangeText={(text) => onChangeText(annotation, text)}
              onRemove={() => onRemove(annotation)}
            />
          ))}
        </Stack>
      )}
      {editable &&
        (draft ? (
          <CommentEditor
            label={`New comment on page ${draft.page}`}
            initial=""
            busy={saving}
            onSave={onSaveDraft}
            onCancel={onCancelDraft}
          />
        ) : (
          <Group>
            <Button size="xs" variant="default" onClick={onStartDraft}>
              Add a comment on page {page}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
