import { Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { DISCUSSION } from '../../../core/constants';
import { errorMessage } from '../../components/PageStates';
import { RichEditor } from '../../components/richEditor/RichEditor';

export interface CommentComposerProps {
  /** Names the editor ('Your comment', 'Your reply to Ann Able'). */
  label: string;
  submitLabel: string;
  initial?: string;
  /** Why writing is not open now (SPEC §4 'Wait' or 'Expired'); the composer is disabled with it shown. */
  closedReason?: string | null;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}

const isBlank = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(html);

/** A comment, reply or edit being written: the rich-text editor and its button, with what went wrong under it. */
export function CommentComposer({
  label,
  submitLabel,
  initial = '',
  closedReason,
  onSubmit,
  onCancel,
}: CommentComposerProps) {
  const [body, setBody] = useState(initial);
  // The editor starts afresh once a comment is posted.
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  if (closedReason) {
    return (
      <Stack gap={4}>
        <Button disabled aria-describedby={reasonId} w="fit-content">
          {submitLabel}
        </Button>
        <Text size="sm" c="dimmed" id={reasonId}>
          {closedReason}
        </Text>
      </Stack>
    );
  }

  const submit = async () => {
    if (isBlank(body)) {
      setError('Write something first.');
      return;
    }
    setBusy(true);
    try {
      await onSubmit(body);
      setBody('');
      setError(null);
      setVersion((v) => v + 1);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <RichEditor
        key={version}
        label={label}
        value={body}
        onChange={setBody}
        maxLength={DISCUSSION.commentMaxChars}
        error={error}
        minHeight={80}
      />
      <Group gap="xs">
        <Button onClick={() => void submit()} loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Group>
    </Stack>
  );
}
