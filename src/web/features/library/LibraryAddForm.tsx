import '@mantine/dropzone/styles.css';
import { Button, CloseButton, Group, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SHARED_DOCUMENTS } from '../../../core/constants';
import { formatFileSize } from '../../../core/rules/fileSize';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import { queryKeys } from '../../api/queryKeys';
import { toast } from '../../components/toast';
import { startResumableUpload } from '../../components/upload/resumableUpload';
import { ReferenceSelect } from '../reference/ReferenceSelect';
import { EMPTY_LIBRARY_FORM, type LibraryForm, libraryUploadMetadata } from './libraryMetadata';

const MAX_BYTES = UPLOAD_POLICIES.library.maxBytes;

/**
 * The library's "Add to the library" form (issue 37): the document's title, description, sector and course code,
 * and its file. Choosing the file only fills the form; the Add button sends it with a progress bar, and once it is
 * in the library the form is cleared for the next one. A refusal keeps what was typed, to correct and send again.
 */
export function LibraryAddForm() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<LibraryForm>(EMPTY_LIBRARY_FORM);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problems, setProblems] = useState<{ title?: string; file?: string }>({});
  const stop = useRef<(() => void) | null>(null);
  const sending = percent !== null;

  // Leaving the page stops a file still being sent; choosing it again later goes on where it stopped.
  useEffect(() => () => stop.current?.(), []);

  const change = (next: Partial<LibraryForm>) => setForm((current) => ({ ...current, ...next }));
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setProblems((current) => ({
      ...current,
      file:
        chosen.size > MAX_BYTES ? `Too large: files can be at most ${formatFileSize(MAX_BYTES)}.` : undefined,
    }));
  };

  const finish = () => {
    stop.current = null;
    setPercent(null);
  };

  const add = () => {
    const found = {
      title: form.title.trim() ? undefined : 'Give the document a title.',
      file: !file
        ? 'Choose the file to add.'
        : file.size > MAX_BYTES
          ? `Too large: files can be at most ${formatFileSize(MAX_BYTES)}.`
          : undefined,
    };
    setProblems(found);
    if (found.title || found.file || !file) return;
    const title = form.title.trim();
    setPercent(0);
    stop.current = startResumableUpload(file, libraryUploadMetadata(form), {
      onProgress: setPercent,
      onDone: () => {
        finish();
        setForm(EMPTY_LIBRARY_FORM);
        setFile(null);
        toast(`${title} is in the library.`, { tone: 'success' });
        void queryClient.invalidateQueries({ queryKey: queryKeys.libraries() });
      },
      onFail: (failure) => {
        finish();
        setProblems({ file: failure });
      },
    });
  };

  const cancel = () => {
    stop.current?.();
    finish();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={form.title}
          maxLength={SHARED_DOCUMENTS.titleMax}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={problems.title}
          disabled={sending}
          size="md"
        />
        <Textarea
          label="Description"
          value={form.description}
          maxLength={SHARED_DOCUMENTS.descriptionMax}
          onChange={(event) => change({ description: event.currentTarget.value })}
          disabled={sending}
          autosize
          minRows={2}
          size="md"
        />
        <ReferenceSelect
          kind="sector"
          label="Sector"
          value={form.sectorId}
          onChange={(sectorId) => change({ sectorId })}
        />
        <ReferenceSelect
          kind="courseCode"
          label="Course code"
          value={form.courseCodeId}
          onChange={(courseCodeId) => change({ courseCodeId })}
        />
        {file ? (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate="end">
              {file.name} · {formatFileSize(file.size)}
            </Text>
            {!sending && (
              <Button size="compact-sm" variant="subtle" onClick={() => setFile(null)}>
                Choose another file
              </Button>
            )}
          </Group>
        ) : (
          <Dropzone
            onDrop={(files) => choose(files[0])}
            onReject={() => setProblems((current) => ({ ...current, file: 'Choose one file at a time.' }))}
            multiple={false}
            aria-label="Choose the file"
            inputProps={{ 'aria-label': 'Choose the file to add' }}
          >
            <Stack gap={4} align="center" py="md" style={{ pointerEvents: 'none' }}>
              <Text fw={500}>Drop the file here, or click to choose it</Text>
              <Text size="sm" c="dimmed">
                PDF, Office and OpenDocument files, pictures, video, audio, zip or text; up to{' '}
                {formatFileSize(MAX_BYTES)}.
              </Text>
            </Stack>
          </Dropzone>
        )}
        {problems.file && (
          <Text size="sm" c="red.9" role="alert">
            {problems.file}
          </Text>
        )}
        {sending && file && (
          <Group wrap="nowrap" gap="xs">
            <Progress value={percent} aria-label={`${file.name}: ${percent}% sent`} style={{ flex: 1 }} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {percent}%
            </Text>
            <CloseButton size="sm" aria-label={`Stop sending ${file.name}`} onClick={cancel} />
          </Group>
        )}
        <Button type="submit" loading={sending} w="fit-content">
          Add to the library
        </Button>
      </Stack>
    </form>
  );
}
