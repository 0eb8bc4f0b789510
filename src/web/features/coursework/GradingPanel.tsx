import { Alert, Badge, Button, Group, NumberInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { COURSEWORK } from '../../../core/constants';
import { personName } from '../../../core/rules/personName';
import { type RubricScores as RubricChoices, rubricRunningTotal } from '../../../core/rules/rubricScore';
import type { Submission } from '../../../core/schemas/coursework';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { RichEditor } from '../../components/richEditor/RichEditor';
import { toast } from '../../components/toast';
import { formatDateTime } from '../courses/itemDates';
import { CourseworkFileList } from './CourseworkFileList';
import type { CourseworkItem } from './courseworkApi';
import { RubricPicker } from './RubricPicker';
import { LINE_STATE_LOOK } from './submissionState';
import { useAssessment, useGrade } from './submissionsApi';

export interface Neighbours {
  previous: string | null;
  next: string | null;
  open: (assessmentId: string) => void;
}

/** Why the mark cannot be saved yet, or null. */
function markBlock(item: CourseworkItem, mark: number | string, choices: RubricChoices): string | null {
  if (item.rubric)
    return rubricRunningTotal(item.rubric, choices).complete ? null : 'Choose a level on every criterion.';
  if (typeof mark !== 'number') return `Give a mark from 0 to ${item.maxMark}.`;
  return null;
}

function GradeForm({ item, submission }: { item: CourseworkItem; submission: Submission }) {
  const saved = submission.assessment;
  const [mark, setMark] = useState<number | string>(saved?.mark ?? '');
  const [choices, setChoices] = useState<RubricChoices>(saved?.rubricScores ?? {});
  const [feedback, setFeedback] = useState(saved?.feedback ?? '');
  const grade = useGrade(submission._id, item._id);
  const reasonId = useId();
  const block = markBlock(item, mark, choices);

  const onSave = () =>
    grade.mutate(
      {
        // With a rubric the server counts the mark from the levels chosen.
        mark: item.rubric ? null : Number(mark),
        rubricScores: item.rubric ? choices : null,
        feedback,
      },
      {
        onSuccess: () =>
          toast(
            submission.state === 'released'
              ? 'The mark is saved and the student sees it.'
              : 'The mark is saved. Students see it once you release the marks.',
            { tone: 'success' },
          ),
      },
    );

  return (
    <Stack gap="md">
      {item.rubric ? (
        <RubricPicker rubric={item.rubric} maxMark={item.maxMark} choices={choices} onChange={setChoices} />
      ) : (
        <NumberInput
          label={`Mark, out of ${item.maxMark}`}
          value={mark}
          onChange={setMark}
          min={0}
          max={item.maxMark}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          maw={200}
        />
      )}
      <RichEditor
        label="Feedback"
        value={feedback}
        onChange={setFeedback}
        maxLength={COURSEWORK.feedbackMaxChars}
        minHeight={120}
      />
      {grade.isError && (
        <Alert color="red" title="The mark was not saved" role="alert">
          {errorMessage(grade.error)}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          onClick={onSave}
          loading={grade.isPending}
          disabled={block !== null}
          aria-describedby={block ? reasonId : undefined}
        >
          Save mark
        </Button>
        {block && (
          <Text size="sm" c="dimmed" id={reasonId}>
            {block}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/**
 * One submission as its teacher grades it (issue 14): who handed it in, the answer, the files (opened in the viewers
 * in a new tab, or downloaded), the rubric or the mark, and the feedback; previous and next where the list is
 * known.
 */
export function GradingPanel({
  item,
  assessmentId,
  neighbours,
}: {
  item: CourseworkItem;
  assessmentId: string;
  neighbours?: Neighbours;
}) {
  const current = useAssessment(assessmentId);

  if (current.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the work">
        <Skeleton height={28} width="50%" />
        <Skeleton height={140} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (current.isError || !current.data) {
    return (
      <ErrorState
        title="This work could not be opened"
        error={current.error ?? new Error('There is no work with this address.')}
        onRetry={() => void current.refetch()}
      />
    );
  }

  const submission = current.data;
  const look = LINE_STATE_LOOK[submission.state];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {submission.group ? submission.group.name : personName(submission.author)}
        </Title>
        {submission.group && (
          <Text size="sm">Members: {submission.group.members.map(personName).join(', ')}</Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Badge variant="dot" color={look.color} tt="none">
            {look.label}
          </Badge>
          {submission.late && (
            <Badge variant="dot" color="orange" tt="none">
              Late
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {submission.submittedAt
              ? `Handed in ${formatDateTime(submission.submittedAt)}`
              : 'Not handed in yet'}
          </Text>
        </Group>
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Answer
        </Title>
        {submission.answer ? (
          <RichText html={submission.answer} label="the answer" foldAt={600} />
        ) : (
          <Text size="sm" c="dimmed">
            No answer was written.
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Files
        </Title>
        <CourseworkFileList files={submission.files} empty="No files were handed in." newTab />
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Assessment
        </Title>
        <GradeForm key={submission._id} item={item} submission={submission} />
      </Stack>
      {neighbours && (
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={!neighbours.previous}
            onClick={() => neighbours.previous && neighbours.open(neighbours.previous)}
          >
            Previous submission
          </Button>
          <Button
            variant="default"
            disabled={!neighbours.next}
            onClick={() => neighbours.next && neighbours.open(neighbours.next)}
          >
            Next submission
          </Button>
        </Group>
      )}
    </Stack>
  );
}
