import '@mantine/dropzone/styles.css';
import { Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { formatFileSize } from '../../../core/rules/fileSize';
import { startResumableUpload } from './resumableUpload';

interface Sending {
  id: number;
  name: string;
  percent: number;
  failure?: string;
}

/**
 * Drop files here or choose them; each is sent with a progress bar that shows the percentage (SPEC §7's upload
 * helper) and goes on after a dropped connection, or after a reload once the same file is chosen again. The
 * server reads each file's type from its content and refuses what the purpose does not take, in words shown
 * under the file.
 */
export function UploadDropzone({
  metadata,
  maxBytes,
  accepts,
  onUploaded,
}: {
  /** What the server files the upload under (purpose, course). */
  metadata: Record<string, string>;
  maxBytes: number;
  /** The kinds of file taken, in words ("PDF, Office documents, images, video"). */
  accepts: string;
  onUploaded: (response: unknown) => void;
}) {
  const [sending, setSending] = useState<Sending[]>([]);
  const stops = useRef(new Map<number, () => void>());
  const nextId = useRef(0);

  useEffect(() => {
    const running = stops.current;
    return () => {
      for (const stop of running.values()) stop();
    };
  }, []);

  const update = (id: number, change: Partial<Sending>) =>
    setSending((all) => all.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  const forget = (id: number) => {
    stops.current.get(id)?.();
    stops.current.delete(id);
    setSending((all) => all.filter((entry) => entry.id !== id));
  };

  const send = (files: File[]) => {
    for (const file of files) {
      const id = nextId.current++;
      if (file.size > maxBytes) {
        setSending((all) => [
          ...all,
          {
            id,
            name: file.name,
            percent: 0,
            failure: `Too large: files can be at most ${formatFileSize(maxBytes)}.`,
          },
        ]);
        continue;
      }
      setSending((all) => [...all, { id, name: file.name, percent: 0 }]);
      stops.current.set(
        id,
        startResumableUpload(file, metadata, {
          onProgress: (percent) => update(id, { percent }),
          onDone: (response) => {
            stops.current.delete(id);
            setSending((all) => all.filter((entry) => entry.id !== id));
            onUploaded(response);
          },
          onFail: (failure) => {
            stops.current.delete(id);
            update(id, { failure });
          },
        }),
      );
    }
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={send}
        multiple
        aria-label="Add files"
        inputProps={{ 'aria-label': 'Choose files to add' }}
      >
        <Stack gap={4} align="center" py="md" style={{ pointerEvents: 'none' }}>
          <Text fw={500}>Drop files here, or click to choose them</Text>
          <Text size="sm" c="dimmed">
            {accepts}; up to {formatFileSize(maxBytes)} each.
          </Text>
        </Stack>
      </Dropzone>
      {sending.map((entry) => (
        <Stack key={entry.id} gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end">
              {entry.name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              {!entry.failure && (
                <Text size="sm" c="dimmed" aria-live="polite">
                  {entry.percent}%
                </Text>
              )}
              {entry.failure ? (
                <Button size="compact-xs" variant="subtle" onClick={() => forget(entry.id)}>
                  Dismiss
                </Button>
              ) : (
                <CloseButton
                  size="sm"
                  aria-label={`Stop sending ${entry.name}`}
                  onClick={() => forget(entry.id)}
                />
              )}
            </Group>
          </Group>
          {entry.failure ? (
            <Text size="sm" c="red.9" role="alert">
              {entry.failure}
            </Text>
          ) : (
            <Progress value={entry.percent} aria-label={`${entry.name}: ${entry.percent}% sent`} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
