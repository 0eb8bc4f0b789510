import { Alert, Button, FileInput, Group, List, Progress, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ASSESSMENT } from '../../../core/constants';
import { formatFileSize } from '../../../core/rules/fileSize';
import { IMPORT_FORMATS, type ImportFormat, type ImportResult } from '../../../core/schemas/assessments';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { countOf } from '../courses/courseVisuals';
import { QUESTION_TYPE_LABELS } from './assessmentText';
import type { QuestionBank } from './questionBank';
import { guessImportFormat, IMPORT_ACCEPT, IMPORT_FORMAT_LABELS } from './questionFiles';

/** Where a skipped or warned-about question was: its line in a GIFT file, its place in a Moodle XML file. */
const placeOf = (entry: { line?: number; index?: number }) =>
  entry.line !== undefined
    ? `Line ${entry.line}`
    : entry.index !== undefined
      ? `Question ${entry.index}`
      : 'A question';

function ImportOutcome({ result, onDone }: { result: ImportResult; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Stack gap={4} role="status">
        <Text fw={600}>
          {result.imported.length === 0
            ? 'No question was imported.'
            : `${countOf(result.imported.length, 'question')} imported, after the ones you had.`}
        </Text>
        {result.imported.length > 0 && (
          <List size="sm" spacing={2} aria-label="Imported">
            {result.imported.map((question, index) => (
              // The file may name two questions alike: their place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once and never reordered.
              <List.Item key={index}>
                {question.name} — {QUESTION_TYPE_LABELS[question.type]}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      {result.skipped.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{countOf(result.skipped.length, 'question was', 'questions were')} skipped:</Text>
          <List size="sm" spacing={2} aria-label="Skipped">
            {result.skipped.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once and never reordered.
              <List.Item key={index}>
                {placeOf(entry)}: {entry.reason}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {result.warnings.length > 0 && (
        <Stack gap={4}>
          {/* One question may bring several warnings: they are counted as warnings, not as questions. */}
          <Text fw={600}>Imported with {countOf(result.warnings.length, 'warning')}:</Text>
          <List size="sm" spacing={2} aria-label="Imported with a warning">
            {result.warnings.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once and never reordered.
              <List.Item key={index}>
                {placeOf(entry)}: {entry.warning}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button data-autofocus onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Import from Moodle (issue 15): a GIFT or Moodle XML file, its format guessed from its extension and changeable,
 * sent as multipart; while it runs a bar shows it is working; then what came in by name and type, what was
 * skipped, where and why, and what came in without a part of it (issue 33's warnings, such as an embedded file
 * that could not be kept), where and what. The questions come after the saved ones; the editor shows them at once.
 */
export function ImportQuestionsDialog({
  importFile,
  onDone,
}: {
  importFile: QuestionBank['importFile'];
  onDone: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormat>('gift');
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: importFile });

  if (upload.isSuccess) return <ImportOutcome result={upload.data} onDone={onDone} />;

  const pick = (picked: File | null) => {
    setFile(picked);
    setFileError(null);
    upload.reset();
    const guessed = picked ? guessImportFormat(picked.name) : null;
    if (guessed) setFormat(guessed);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('Choose the file to import.');
    if (file.size > ASSESSMENT.importMaxBytes)
      return setFileError(
        `This file is ${formatFileSize(file.size)}; a question file can be at most ${formatFileSize(ASSESSMENT.importMaxBytes)}.`,
      );
    upload.mutate({ file, format });
  };
  const fields = serverFieldErrors(upload.error);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FileInput
          label="Question file"
          description={`GIFT (.txt or .gift) or Moodle XML (.xml), at most ${formatFileSize(ASSESSMENT.importMaxBytes)}.`}
          placeholder="Choose a file"
          accept={IMPORT_ACCEPT}
          clearable
          value={file}
          onChange={pick}
          error={fileError ?? fields.file}
          disabled={upload.isPending}
          data-autofocus
        />
        <Radio.Group
          label="Format"
          description="Guessed from the file's name; change it if the guess is wrong."
          value={format}
          onChange={(value) => setFormat(value as ImportFormat)}
          error={fields.format}
        >
          <Group gap="lg" mt="xs">
            {IMPORT_FORMATS.map((value) => (
              <Radio
                key={value}
                value={value}
                label={IMPORT_FORMAT_LABELS[value]}
                disabled={upload.isPending}
              />
            ))}
          </Group>
        </Radio.Group>
        {upload.isPending && (
          <Stack gap={4}>
            <Text size="sm" role="status">
              Importing {file?.name}…
            </Text>
            {/* How long the server takes is not known: the bar moves to show it is working, and says no amount. */}
            <Progress value={100} striped animated aria-hidden />
          </Stack>
        )}
        {upload.isError && (
          <Alert color="red" role="alert" title="Nothing was imported">
            {errorMessage(upload.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={upload.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
