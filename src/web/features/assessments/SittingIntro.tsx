import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssessmentKind } from '../../../core/itemKinds';
import { formatDuration } from '../../../core/rules/duration';
import type { SittingAllowance } from '../../../core/schemas/assessments';
import { errorMessage } from '../../components/PageStates';
import { RichText } from '../../components/RichText';
import { countOf } from '../courses/courseVisuals';
import { formatDateTime } from '../courses/itemDates';
import type { SittingPage } from './assessmentRoutes';
import { type AssessmentItem, useStartAttempt } from './assessmentsApi';
import { enterFullscreen } from './FullscreenPrompt';

const KIND_WORD: Record<AssessmentKind, string> = { test: 'test', exam: 'exam' };

const MINUTE_MS = 60_000;

/** The time limit as the server counts it: the item's limit plus the student's extra time, from Start. */
function timeLimitText(allowance: SittingAllowance): string {
  const limit = formatDuration(allowance.timeLimitMinutes ?? 0);
  if (allowance.extraMinutes === 0) return `${limit}, counted from when you press Start.`;
  return `${limit}, including your ${formatDuration(allowance.extraMinutes)} of extra time, counted from when you press Start.`;
}

/** Without a time limit (offline, say) the attempt runs to the end of the window plus the student's extra time. */
function handInByText(item: AssessmentItem, allowance: SittingAllowance): string {
  const by = formatDateTime(Date.parse(item.endDate) + allowance.extraMinutes * MINUTE_MS);
  if (allowance.extraMinutes === 0) return `No time limit: hand in by ${by}.`;
  return `No time limit: hand in by ${by}, including your ${formatDuration(allowance.extraMinutes)} of extra time.`;
}

/**
 * Before an attempt (issue 15): what the test is, its instructions, the time limit as the server will count it
 * (with the student's extra time), its questions and marks, the attempts left, and Start. The server decides
 * whether it may start now; its refusal ("not open yet", "over", "no attempts left") is shown as it says it. A
 * proctored test asks for full screen with the same press (browsers need a person's gesture for it). A test with
 * no questions yet says so instead of offering Start (issue 37).
 */
export function SittingIntro({
  kind,
  item,
  allowance,
  page,
  again,
  onStarting,
}: {
  kind: AssessmentKind;
  item: AssessmentItem;
  allowance: SittingAllowance;
  page: SittingPage;
  /** A later attempt after one handed in: the heading and the description are already on the page. */
  again: boolean;
  /** Start was pressed: the page moves the focus to the first question once the attempt is there. */
  onStarting: () => void;
}) {
  const start = useStartAttempt(kind, item.courseId, item._id);
  const word = KIND_WORD[kind];
  const noneLeft = allowance.attemptsLeft <= 0;
  // Issue 37: a published test without questions offers no Start that the server would only refuse.
  const noQuestions = item.questionCount === 0;
  const onStart = async () => {
    if (page === 'proctored') await enterFullscreen();
    onStarting();
    start.mutate();
  };
  const startLabel =
    page === 'proctored' ? 'Enter full screen and start' : again ? 'Start another attempt' : 'Start';

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {!again && (
          <>
            <Title order={1} size="h2">
              {item.title}
            </Title>
            {item.description && (
              <RichText html={item.description} label={`the instructions of ${item.title}`} />
            )}
          </>
        )}
        <List spacing={4} size="sm">
          <List.Item>
            <Text span fw={600} inherit>
              Time:{' '}
            </Text>
            {allowance.timeLimitMinutes === null ? handInByText(item, allowance) : timeLimitText(allowance)}
          </List.Item>
          {allowance.timeLimitMinutes !== null && (
            <List.Item>
              <Text span fw={600} inherit>
                Open until:{' '}
              </Text>
              {formatDateTime(item.endDate)}
            </List.Item>
          )}
          <List.Item>
            <Text span fw={600} inherit>
              Questions:{' '}
            </Text>
            {item.questionCount}, worth {countOf(item.totalMarks, 'mark')} in all
          </List.Item>
          <List.Item>
            <Text span fw={600} inherit>
              Attempts left:{' '}
            </Text>
            {allowance.attemptsLeft}
          </List.Item>
        </List>
        {page !== 'offline' && !noneLeft && !noQuestions && (
          <Text size="sm" c="dimmed">
            Your answers are saved as you give them. If you lose your connection or close the page, open the{' '}
            {word} again: you carry on where you were, with the time that is really left.
            {page === 'proctored' ? ' Your proctor sees when you leave the page or full screen.' : ''}
          </Text>
        )}
        {start.isError && (
          <Alert color="red" title={`The ${word} could not be started`} role="alert">
            {errorMessage(start.error)}
          </Alert>
        )}
        {noQuestions ? (
          <Alert color="yellow" title="No questions yet">
            Your teacher has not added the questions of this {word} yet, so it cannot be started. Come back
            later, or ask your teacher.
          </Alert>
        ) : noneLeft ? (
          <Text fw={500}>You have no attempts left at this {word}.</Text>
        ) : (
          <Group>
            <Button size="md" onClick={() => void onStart()} loading={start.isPending}>
              {startLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
