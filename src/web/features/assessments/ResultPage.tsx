import { Alert, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import type { AttemptSummary } from '../../../core/schemas/assessments';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RouteAnchor, RouteButton } from '../../components/RouteLink';
import { useSession } from '../../platform/session';
import { coursePagePath } from '../courses/courseLinks';
import { formatDateTime } from '../courses/itemDates';
import { AttemptResult } from './AttemptResult';
import { offlinePath, resultKindOf } from './assessmentRoutes';
import { useAssessmentItem, useSitting, useStudentAttempts } from './assessmentsApi';

function attemptState(attempt: AttemptSummary): string {
  if (attempt.state === 'open') return 'Not handed in yet';
  if (attempt.state === 'released') return `${attempt.mark ?? 0} / ${attempt.maxMark}`;
  return 'Handed in, not released yet';
}

/** Every attempt of the student's, newest first, when there are several. */
function AttemptList({ attempts }: { attempts: readonly AttemptSummary[] }) {
  return (
    <PanelSection title="Your attempts">
      <Table.ScrollContainer minWidth={300}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Attempt</Table.Th>
              <Table.Th scope="col">Handed in</Table.Th>
              <Table.Th scope="col">Mark</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {attempts.map((attempt) => (
              <Table.Tr key={attempt._id}>
                <Table.Th scope="row">{attempt.number}</Table.Th>
                <Table.Td>{attempt.submittedAt ? formatDateTime(attempt.submittedAt) : '–'}</Table.Td>
                <Table.Td>{attemptState(attempt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </PanelSection>
  );
}

/**
 * /TestAssessmentLive and /ExamAssessmentLive (student, SPEC §2; issue 15): the result of the student's latest
 * attempt. Before release, that it is handed in and the marks are not out yet; after, the mark out of the total
 * and every question with the answer given, the right answer, the marks and the feedback. Earlier attempts are
 * listed when there are several.
 */
export default function ResultPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const kind = resultKindOf(pathname) ?? 'test';
  const courseId = params.courseId ?? '';
  const itemId = params.testId ?? '';
  const item = useAssessmentItem(kind, courseId, itemId);
  const sitting = useSitting(kind, courseId, itemId);
  const attempts = useStudentAttempts(kind, courseId, itemId, session.userId ?? '');

  if (sitting.isPending || attempts.isPending || item.isPending)
    return (
      <Stack gap="lg" maw={900} role="status" aria-busy="true" aria-label="Loading the page">
        <Skeleton height={36} width="60%" />
        <Skeleton height={200} />
      </Stack>
    );
  if (sitting.isError || attempts.isError) {
    const failed = sitting.isError ? sitting : attempts;
    return (
      <ErrorState
        title="Your result could not be opened"
        error={failed.error}
        onRetry={() => void Promise.all([sitting.refetch(), attempts.refetch()])}
      />
    );
  }
  const latest = sitting.data.sitting;
  const list = attempts.data.attempts;
  const word = kind === 'test' ? 'test' : 'exam';

  return (
    <Stack gap="lg" maw={900}>
      <RouteAnchor to={coursePagePath(session, courseId)} size="sm">
        ← Back to the course
      </RouteAnchor>
      <Title order={1} size="h2">
        {item.data?.title ?? `Your ${word} result`}
      </Title>
      {!latest && (
        <Stack gap="sm" align="flex-start">
          <Text>You have not sat this {word} yet.</Text>
          <RouteButton to={offlinePath(kind, courseId, itemId)}>Go to the {word}</RouteButton>
        </Stack>
      )}
      {latest?.attempt.state === 'open' && (
        <Stack gap="sm" align="flex-start">
          <Text>Your attempt is still open: hand it in to get your marks.</Text>
          <RouteButton to={offlinePath(kind, courseId, itemId)}>Carry on with the {word}</RouteButton>
        </Stack>
      )}
      {latest && (latest.attempt.state === 'submitted' || latest.attempt.state === 'graded') && (
        <Alert color="purple" title="Handed in, marks not released yet">
          Your teacher releases the marks when they are ready; you are told when they are out.
        </Alert>
      )}
      {latest?.attempt.state === 'released' && <AttemptResult sitting={latest} />}
      {list.length > 1 && <AttemptList attempts={list} />}
    </Stack>
  );
}
