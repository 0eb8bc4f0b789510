import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { SELF_LEARNING } from '../../../core/constants';
import { isOfficeDocument, PDF } from '../../../core/rules/officeDocument';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { StoredFile } from '../../../core/schemas/files';
import type { ModuleSummary } from '../../../core/schemas/selfLearning';
import { queryKeys } from '../../api/queryKeys';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { uploadedFile } from '../../components/upload/uploadedFile';
import { useCourseFiles } from '../files/filesApi';
import { useSaveModule } from './selfLearningApi';

const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

/** The kinds a teacher writes a module of here; a SCORM package is uploaded as one (its own form). */
export type WrittenKind = 'video' | 'document' | 'test';
const KIND_OPTIONS: { value: WrittenKind; label: string }[] = [
  { value: 'video', label: 'Video' },
  { value: 'document', label: 'Document' },
  { value: 'test', label: 'Test' },
];

/** Which of the course's files a module of a kind may show: a video, or a PDF or office document. */
export const fitsKind = (kind: WrittenKind, file: Pick<StoredFile, 'contentType'>) =>
  kind === 'video'
    ? file.contentType.startsWith('video/')
    : kind === 'document' && (file.contentType === PDF || isOfficeDocument(file.contentType));

/**
 * Adds a module to a unit, or changes one (issue 39): its kind (when new), title, the course file it shows (picked
 * from the course's files or uploaded to them here) and what completes it: the share of a video to watch, the mark
 * of a test that passes.
 */
export function ModuleForm({
  courseId,
  unitId,
  module,
  onDone,
}: {
  courseId: string;
  unitId: string;
  module?: ModuleSummary;
  onDone: () => void;
}) {
  const [kind, setKind] = useState<WrittenKind>(module && module.kind !== 'scorm' ? module.kind : 'video');
  const [title, setTitle] = useState(module?.title ?? '');
  const [fileId, setFileId] = useState<string | null>(module?.fileId ?? null);
  const [watchPercent, setWatchPercent] = useState<number | string>(
    module?.watchPercent ?? SELF_LEARNING.defaultWatchPercent,
  );
  const [passPercent, setPassPercent] = useState<number | string>(
    module?.passPercent ?? SELF_LEARNING.defaultPassPercent,
  );
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const files = useCourseFiles(courseId);
  const save = useSaveModule(courseId, unitId);
  const queryClient = useQueryClient();
  const fields = serverFieldErrors(save.error);

  const options = (files.data ?? [])
    .filter((file) => fitsKind(kind, file))
    .map((file) => ({ value: file._id, label: file.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind !== 'test' && !fileId)
      return setFileProblem(
        kind === 'video' ? 'Choose the video, or upload it.' : 'Choose the document, or upload it.',
      );
    save.mutate(
      {
        moduleId: module?._id,
        title,
        kind,
        fileId: kind === 'test' ? null : fileId,
        watchPercent: kind === 'video' ? Number(watchPercent) : undefined,
        passPercent: kind === 'test' ? Number(passPercent) : undefined,
      },
      {
        onSuccess: () => {
          toast(module ? `“${title.trim()}” is saved.` : `“${title.trim()}” is added to the unit.`, {
            tone: 'success',
          });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={module ? `Change ${module.title}` : 'Add a module'}>
      <Stack gap="sm">
        {!module && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="module-kind-label">
              Kind of module
            </Text>
            <SegmentedControl
              aria-labelledby="module-kind-label"
              data={KIND_OPTIONS}
              value={kind}
              onChange={(value) => {
                setKind(value as WrittenKind);
                setFileId(null);
                setFileProblem(null);
              }}
            />
          </Stack>
        )}
        <TextInput
          label="Title"
          required
          value={title}
          maxLength={SELF_LEARNING.titleMaxChars}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={fields.title}
        />
        {kind !== 'test' && (
          <Stack gap="xs">
            <Select
              label={kind === 'video' ? 'Video' : 'Document'}
              description={
                kind === 'video'
                  ? "One of the course's videos, or upload one below."
                  : "A PDF or an office document of the course's files, or upload one below."
              }
              placeholder={files.isPending ? 'Loading the course’s files…' : 'Choose a file'}
              data={options}
              value={fileId}
              onChange={(value) => {
                setFileId(value);
                setFileProblem(null);
              }}
              searchable
              nothingFoundMessage="No file of the course fits: upload one below."
              error={fileProblem ?? fields.fileId ?? (files.isError ? errorMessage(files.error) : undefined)}
            />
            <Suspense fallback={<Skeleton height={96} />}>
              <UploadDropzone
                metadata={{ purpose: 'courseMaterial', courseId }}
                maxBytes={UPLOAD_POLICIES.courseMaterial.maxBytes}
                accepts={kind === 'video' ? 'a video' : 'a PDF or an office document'}
                onUploaded={(response) => {
                  const stored = uploadedFile(response);
                  void queryClient.invalidateQueries({ queryKey: queryKeys.courseFiles(courseId) });
                  if (stored) {
                    setFileId(stored._id);
                    setFileProblem(null);
                    if (!title.trim()) setTitle(stored.name.replace(/\.[^.]+$/, ''));
                  }
                }}
              />
            </Suspense>
          </Stack>
        )}
        {kind === 'video' && (
          <NumberInput
            label="Share to watch (%)"
            description="The share of the video's length a student must watch to complete it."
            min={1}
            max={100}
            allowDecimal={false}
            value={watchPercent}
            onChange={setWatchPercent}
            error={fields.watchPercent}
            maw={260}
          />
        )}
        {kind === 'test' && (
          <NumberInput
            label="Pass mark (%)"
            description="The mark that passes the test and completes the module. Write the questions once it is added."
            min={1}
            max={100}
            allowDecimal={false}
            value={passPercent}
            onChange={setPassPercent}
            error={fields.passPercent}
            maw={260}
          />
        )}
        {save.isError && !Object.keys(fields).length && (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {module ? 'Save module' : 'Add module'}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
