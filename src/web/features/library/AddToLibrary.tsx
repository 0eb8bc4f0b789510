import { Button, Collapse, Paper, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { SHARED_DOCUMENTS } from '../../../core/constants';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import { queryKeys } from '../../api/queryKeys';
import { toast } from '../../components/toast';
import { ReferenceSelect } from '../reference/ReferenceSelect';
import { EMPTY_LIBRARY_FORM, type LibraryForm, libraryUploadMetadata } from './libraryMetadata';

// Only teachers add documents, and only once they open the form: nobody else loads the drop zone and tus client.
const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

/**
 * "Add to the library" (issue 14): the document's title, description, sector and course code, then its files; each
 * file dropped becomes a document with these details, sent with a progress bar. The details stay once a file is in:
 * clearing them would take the drop zone away, and with it the files still being sent.
 */
export function AddToLibrary() {
  const [opened, { toggle }] = useDisclosure(false);
  const [form, setForm] = useState<LibraryForm>(EMPTY_LIBRARY_FORM);
  const queryClient = useQueryClient();
  const change = (next: Partial<LibraryForm>) => setForm((current) => ({ ...current, ...next }));
  const titled = form.title.trim().length > 0;

  return (
    <Stack gap="xs">
      <Button onClick={toggle} variant={opened ? 'default' : 'filled'} aria-expanded={opened} w="fit-content">
        {opened ? 'Close the form' : 'Add to the library'}
      </Button>
      <Collapse in={opened}>
        <Paper component="section" aria-label="Add to the library" withBorder p="md">
          <Stack gap="sm">
            <TextInput
              label="Title"
              required
              value={form.title}
              maxLength={SHARED_DOCUMENTS.titleMax}
              onChange={(event) => change({ title: event.currentTarget.value })}
              size="md"
            />
            <Textarea
              label="Description"
              value={form.description}
              maxLength={SHARED_DOCUMENTS.descriptionMax}
              onChange={(event) => change({ description: event.currentTarget.value })}
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
            {titled ? (
              opened && (
                <Suspense fallback={<Skeleton height={96} />}>
                  <UploadDropzone
                    metadata={libraryUploadMetadata(form)}
                    maxBytes={UPLOAD_POLICIES.library.maxBytes}
                    accepts="PDF, Office and OpenDocument files, pictures, video, audio, zip or text"
                    onUploaded={() => {
                      toast(`${form.title.trim()} is in the library.`, { tone: 'success' });
                      void queryClient.invalidateQueries({ queryKey: queryKeys.libraries() });
                    }}
                  />
                </Suspense>
              )
            ) : (
              <Text size="sm" c="dimmed">
                Give the document a title, then choose its file.
              </Text>
            )}
          </Stack>
        </Paper>
      </Collapse>
    </Stack>
  );
}
