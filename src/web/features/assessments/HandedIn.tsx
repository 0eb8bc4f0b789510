import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import type { AssessmentKind } from '../../../core/itemKinds';
import type { Sitting } from '../../../core/schemas/assessments';
import { RouteButton } from '../../components/RouteLink';
import { countOf } from '../courses/courseVisuals';
import { formatDateTime } from '../courses/itemDates';
import { resultPath } from './assessmentRoutes';
import { proctorMessage } from './proctorEnd';
import { isAnswered } from './sittingAnswers';
import { useFocusWhen } from './useFocusWhen';

/** How the attempt was closed, in words. */
function howClosed(sitting: Sitting): string {
  const { attempt } = sitting;
  const at = attempt.submittedAt ? ` at ${formatDateTime(attempt.submittedAt)}` : '';
  switch (attempt.endedBy) {
    case 'deadline':
      return `Time was up: your answers were handed in as they were${at}.`;
    case 'terminated':
    case 'disqualified':
      return `Your proctor ended the attempt${at}.`;
    default:
      return `You handed in your answers${at}.`;
  }
}

/**
 * A closed attempt (issue 15): that it is handed in and how (by the student, by the server's clock, or by the
 * proctor with SPEC §8's exact message), how many questions were answered, and the way to the result.
 */
export function HandedIn({
  kind,
  courseId,
  sitting,
  takeFocus,
}: {
  kind: AssessmentKind;
  courseId: string;
  sitting: Sitting;
  /** The attempt closed on this page: its heading takes the focus, so the student hears how it ended. */
  takeFocus: boolean;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhen(headingRef, takeFocus);
  const { attempt, questions, answers } = sitting;
  const message = proctorMessage(attempt.endedBy);
  const answered = answers.filter((answer) => isAnswered(answer.answer)).length;
  const released = attempt.state === 'released';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm" align="flex-start">
        {message && (
          <Alert color="red" role="alert" w="100%">
            {message}
          </Alert>
        )}
        <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
          Handed in
        </Title>
        <Text>{howClosed(sitting)}</Text>
        <Text size="sm" c="dimmed">
          Attempt {attempt.number}: {answered} of {countOf(questions.length, 'question')} answered.
          {released ? ' Your marks are out.' : ' Your teacher releases the marks when they are ready.'}
        </Text>
        <RouteButton
          to={resultPath(kind, courseId, attempt.itemId)}
          variant={released ? 'filled' : 'default'}
        >
          {released ? 'See your marks' : 'See your result'}
        </RouteButton>
      </Stack>
    </Paper>
  );
}
