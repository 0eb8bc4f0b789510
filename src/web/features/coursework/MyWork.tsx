import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { COURSEWORK } from '../../../core/constants';
import { ownEndDate } from '../../../core/rules/courseworkDeadline';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { Submission } from '../../../core/schemas/coursework';
import type { StoredFile } from '../../../core/schemas/files';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RichText } from '../../components/RichText';
import { RichEditor } from '../../components/richEditor/RichEditor';
import { toast } from '../../components/toast';
import { formatDateTime } from '../courses/itemDates';
import { CourseworkFileList } from './CourseworkFileList';
import type { CourseworkItem } from './courseworkApi';
import {
  followsSavedVersion,
  studentStateLook,
  submitBlockReason,
  submitLabel,
  workLockReason,
} from './submissionState';
import { useSubmissionWrites } from './submissionsApi';

const handIn = UPLOAD_POLICIES.submission;
// The drop zone and the tus client load only while work can still be handed in.
const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

/**
 * The student's (their group's) work on an item (issue 14): where it stands, the answer written in the rich editor
 * and saved with Save, the files handed in, and Submit. A saved change to handed-in work makes it a draft again,
 * so it has to be submitted again; nothing changes once it is marked.
 */
export function MyWork({
  item,
  submission,
  userId,
  now,
  inGroup,
}: {
  item: CourseworkItem;
  submission: Submission | null;
  userId: string;
  now: number;
  /** A project's work is its group's: "your group's work". */
  inGroup: boolean;
}) {
  const writes = useSubmissionWrites(item.courseId, item._id, userId);
  // The saved version the text in the editor was written over, and that text.
  const latest = { answer: submission?.answer ?? '', version: submission?.updatedAt ?? null };
  const [base, setBase] = useState(latest);
  const [answer, setAnswer] = useState(latest.answer);
  const untouched = answer === base.answer;
  if (followsSavedVersion(base, latest, answer)) {
    // Saved elsewhere while nothing was edited here: take it. Only the files changed: the text written stays.
    setBase(latest);
    if (untouched) setAnswer(latest.answer);
  }
  const savedElsewhere = latest.version !== base.version && !untouched;
  const reasonId = useId();
  const look = studentStateLook(submission);
  const lock = workLockReason(submission, item, now);
  const changed = !untouched;
  const hasWork = answer !== '' || (submission?.files.length ?? 0) > 0;
  const submitBlock = submitBlockReason({ submission, lock, changed, hasWork });
  const busy = writes.saveAnswer.isPending || writes.submit.isPending;

  const save = () =>
    writes.saveAnswer.mutateAsync({ answer, basedOn: base.version }).then(
      (reply) => {
        // The server cleans rich text when it stores it; what it kept is what counts as saved.
        const saved = { answer: reply.data?.answer ?? answer, version: reply.data?.updatedAt ?? null };
        setBase(saved);
        setAnswer(saved.answer);
        return true;
      },
      (error: unknown) => {
        toast(errorMessage(error), { tone: 'error' });
        return false;
      },
    );

  const onSave = async () => {
    if (await save())
      toast(
        submission?.submittedAt
          ? 'Saved. Submit again so your teacher gets this version.'
          : 'Your work is saved.',
        { tone: 'success' },
      );
  };

  const onSubmit = async () => {
    const late = now > Date.parse(ownEndDate(item));
    const choice = await confirm({
      title: inGroup ? "Hand in your group's work?" : 'Hand in your work?',
      message: `Your teacher will see your answer and files.${
        late ? ' The deadline has passed, so it will be marked late.' : ''
      } You can still change it until it is marked, but a change has to be submitted again.`,
      confirmLabel: submitLabel(submission),
    });
    if (choice.code !== 0) return;
    if (changed && !(await save())) return;
    writes.submit.mutate(undefined, {
      onSuccess: () => toast('Handed in.', { tone: 'success' }),
      onError: (error) => {
        toast(errorMessage(error), { tone: 'error' });
        // A group's other member may have handed it in or changed it meanwhile: show the work as it is now.
        void writes.refresh();
      },
    });
  };

  const onRemove = async (file: StoredFile) => {
    const choice = await confirm({
      title: 'Remove this file?',
      message: `${file.name} will no longer be part of your work.`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (choice.code !== 0) return;
    writes.removeFile.mutate(file._id, {
      onSuccess: () => toast(`${file.name} was removed.`, { tone: 'success' }),
      onError: (error) => toast(errorMessage(error), { tone: 'error' }),
    });
  };

  return (
    <PanelSection title={inGroup ? "Your group's work" : 'Your work'}>
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Badge variant="dot" color={look.color} tt="none" size="lg">
            {look.label}
          </Badge>
          {submission?.submittedAt && (
            <Text size="sm" c="dimmed">
              Last handed in {formatDateTime(submission.submittedAt)}
            </Text>
          )}
        </Group>
        {lock && (
          <Alert color={submission?.state === 'released' ? 'purple' : 'gray'} id={reasonId}>
            {lock}
          </Alert>
        )}
        {lock ? (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {inGroup ? "Your group's answer" : 'Your answer'}
            </Title>
            {submission?.answer ? (
              <RichText html={submission.answer} label="your answer" foldAt={480} />
            ) : (
              <Text size="sm" c="dimmed">
                No answer was written.
              </Text>
            )}
          </Stack>
        ) : (
          <>
            {savedElsewhere && (
              <Alert color="orange" title="Saved meanwhile by someone else">
                <Stack gap="xs">
                  <Text size="sm">
                    This is the version saved last. Your text below is not saved: use the saved version, or
                    keep yours to save it over this one.
                  </Text>
                  <RichText html={latest.answer} label="the version saved last" foldAt={480} />
                  <Group gap="sm">
                    <Button
                      variant="default"
                      onClick={() => {
                        setBase(latest);
                        setAnswer(latest.answer);
                      }}
                    >
                      Use the saved version
                    </Button>
                    <Button variant="subtle" onClick={() => setBase({ ...latest })}>
                      Keep mine
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            <RichEditor
              label={inGroup ? "Your group's answer" : 'Your answer'}
              value={answer}
              onChange={setAnswer}
              maxLength={COURSEWORK.answerMaxChars}
              description="Save keeps your work without handing it in."
            />
          </>
        )}
        {!lock && (
          <Stack gap={4}>
            <Group gap="sm">
              <Button variant="default" onClick={() => void onSave()} disabled={!changed || busy}>
                Save
              </Button>
              <Button
                onClick={() => void onSubmit()}
                disabled={submitBlock !== null || busy}
                aria-describedby={submitBlock ? reasonId : undefined}
                loading={writes.submit.isPending}
              >
                {submitLabel(submission)}
              </Button>
            </Group>
            {submitBlock && (
              <Text size="sm" c="dimmed" id={reasonId}>
                {submitBlock}
              </Text>
            )}
          </Stack>
        )}
        <Stack gap={4}>
          <Title order={3} size="h5">
            Files handed in
          </Title>
          <CourseworkFileList
            files={submission?.files ?? []}
            empty="No files yet."
            onRemove={lock ? undefined : (file) => void onRemove(file)}
          />
        </Stack>
        {!lock && (
          <Suspense fallback={<Skeleton height={96} />}>
            <UploadDropzone
              metadata={{ purpose: 'submission', itemId: item._id }}
              maxBytes={handIn.maxBytes}
              accepts="PDF, Office and OpenDocument files, pictures, video, audio, zip or text"
              onUploaded={() => void writes.refresh()}
            />
          </Suspense>
        )}
      </Stack>
    </PanelSection>
  );
}
