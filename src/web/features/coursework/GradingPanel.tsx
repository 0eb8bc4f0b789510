import { Badge, Box, Button, Flex, Group, Kbd, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Kbd.css';
import { useHotkeys } from '@mantine/hooks';
import { inlineFiles } from '../../../core/rules/inlineFiles';
import { personName } from '../../../core/rules/personName';
import type { Submission } from '../../../core/schemas/coursework';
import { ErrorState } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { formatDateTime } from '../courses/itemDates';
import { CourseworkFileList } from './CourseworkFileList';
import type { CourseworkItem } from './courseworkApi';
import { GradeForm } from './GradeForm';
import { ownerOf } from './gradingLines';
import { SubmittedFileView } from './SubmittedFileView';
import { LINE_STATE_LOOK } from './submissionState';
import { useAssessment, useGrade, useGradeWithoutWork } from './submissionsApi';

export interface Neighbours {
  previous: string | null;
  next: string | null;
  open: (assessmentId: string) => void;
}

interface GradeProps {
  item: CourseworkItem;
  submission: Submission;
  onUnsavedChange?: (unsaved: boolean) => void;
}

function HandedInGrade({ item, submission, onUnsavedChange }: GradeProps) {
  const grade = useGrade(submission._id, item._id);
  return (
    <GradeForm
      item={item}
      saved={submission.assessment}
      released={submission.state === 'released'}
      grade={grade}
      onUnsavedChange={onUnsavedChange}
    />
  );
}

/** A draft never handed in is marked as it stands (issue 37): a zero, or work given on paper. */
function DraftGrade({ item, submission, onUnsavedChange }: GradeProps) {
  const grade = useGradeWithoutWork(item._id, ownerOf(submission));
  return (
    <Stack gap="sm">
      <Text size="sm">
        This work was never handed in. A mark given now (a zero, or for work given on paper) closes it as it
        stands.
      </Text>
      <GradeForm item={item} saved={null} released={false} grade={grade} onUnsavedChange={onUnsavedChange} />
    </Stack>
  );
}

/**
 * One submission as its teacher grades it (issue 14): who handed it in, previous and next where the list is known
 * (by button or by the keys P and N, which typing in a field or the feedback never presses), the handed-in PDF or
 * picture shown beside the form (below it on narrow screens; issue 37), the answer, the files (opened in the
 * viewers in a new tab, or downloaded), the rubric or the mark, and the feedback.
 */
export function GradingPanel({
  item,
  assessmentId,
  neighbours,
  onUnsavedChange,
}: {
  item: CourseworkItem;
  assessmentId: string;
  neighbours?: Neighbours;
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const current = useAssessment(assessmentId);
  const openPrevious = () => neighbours?.previous && neighbours.open(neighbours.previous);
  const openNext = () => neighbours?.next && neighbours.open(neighbours.next);
  // Mantine's defaults leave inputs, text areas, selects and the rich editor (contenteditable) alone.
  useHotkeys([
    ['p', openPrevious],
    ['n', openNext],
  ]);

  if (current.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the work">
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
  const shownFiles = inlineFiles(submission.files);
  const details = (
    <Stack gap="lg">
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
        {submission.state === 'draft' ? (
          <DraftGrade
            key={submission._id}
            item={item}
            submission={submission}
            onUnsavedChange={onUnsavedChange}
          />
        ) : (
          <HandedInGrade
            key={submission._id}
            item={item}
            submission={submission}
            onUnsavedChange={onUnsavedChange}
          />
        )}
      </Stack>
    </Stack>
  );
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
      {neighbours && (
        <Stack gap={4}>
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={!neighbours.previous}
              onClick={openPrevious}
              aria-keyshortcuts="P"
            >
              Previous submission
            </Button>
            <Button variant="default" disabled={!neighbours.next} onClick={openNext} aria-keyshortcuts="N">
              Next submission
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Keys: <Kbd size="xs">P</Kbd> previous, <Kbd size="xs">N</Kbd> next (not while typing).
          </Text>
        </Stack>
      )}
      {shownFiles.length > 0 ? (
        <Flex
          direction={{ base: 'column', lg: 'row' }}
          gap="lg"
          align={{ base: 'stretch', lg: 'flex-start' }}
        >
          <Box flex={1} miw={0}>
            <SubmittedFileView
              files={shownFiles}
              annotations={{ assessmentId: submission._id, editable: true }}
            />
          </Box>
          <Box w={{ base: '100%', lg: 440 }} style={{ flexShrink: 0 }}>
            {details}
          </Box>
        </Flex>
      ) : (
        details
      )}
    </Stack>
  );
}
