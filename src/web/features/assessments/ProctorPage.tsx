import { Alert, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import type { AssessmentKind } from '../../../core/itemKinds';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RouteButton } from '../../components/RouteLink';
import { useCurrentRoute } from '../../platform/currentRoute';
import { PHONE_MEDIA } from '../../platform/theme';
import { countOf } from '../courses/courseVisuals';
import { useNow } from '../courses/useNow';
import { AssessmentHeader } from './AssessmentHeader';
import { AssessmentItemGate, NoSuchAssessment } from './AssessmentItemGate';
import { answerListPath, assessmentKindOfType, proctorPath } from './assessmentRoutes';
import { FOCUS_LOSS_LABEL } from './attemptLabels';
import { clockTime, NEWEST_BACKGROUND } from './FocusLossList';
import { LiveBadge } from './LiveBadge';
import { RosterView } from './RosterView';
import { newestLoss, rosterCounts, rosterShown } from './roster';
import { useLiveRoster } from './useLiveRoster';

interface LiveRosterProps {
  kind: AssessmentKind;
  courseId: string;
  itemId: string;
  everyone: boolean;
}

/**
 * The roster, live: who sits it, who has and who has not started yet, the newest focus loss said aloud, and the way
 * between the two views.
 */
function LiveRoster({ kind, courseId, itemId, everyone }: LiveRosterProps) {
  const { roster, live } = useLiveRoster(kind, courseId, itemId);
  const navigate = useNavigate();
  const now = useNow(1000);
  const phone = useMediaQuery(PHONE_MEDIA, false, { getInitialValueInEffect: false });

  // Counted once known: "(0)" while loading would say nobody is there.
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;
  const views = (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <SegmentedControl
        aria-label="Students shown"
        value={everyone ? 'everyone' : 'now'}
        onChange={(value) => void navigate(proctorPath(kind, courseId, itemId, value === 'everyone'))}
        data={[
          {
            value: 'now',
            label: counted('Sitting now', roster.data?.lines.filter((line) => line.state === 'open').length),
          },
          { value: 'everyone', label: counted('Everyone', roster.data?.lines.length) },
        ]}
      />
      <Group gap="sm">
        <LiveBadge live={live} />
        <RouteButton to={answerListPath(kind, courseId, itemId)} variant="default" size="sm">
          Answers
        </RouteButton>
      </Group>
    </Group>
  );

  if (roster.isPending)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the students">
        {views}
        <Skeleton height={200} />
      </Stack>
    );
  if (roster.isError)
    return (
      <ErrorState
        title="The students could not be loaded"
        error={roster.error}
        onRetry={() => void roster.refetch()}
      />
    );

  const shown = rosterShown(roster.data.lines, everyone);
  const newest = newestLoss(shown);
  const counts = rosterCounts(roster.data.lines);
  return (
    <Stack gap="md">
      {views}
      <Text size="sm">
        {`${counts.sitting} sitting now · ${counts.finished} handed in · ${counts.notStarted} not started`}
      </Text>
      {live.state === 'refused' && (
        <Alert color="red" title="This page is not live" role="alert">
          {live.msg} The students below are as they were when the page loaded; reload it to see them again.
        </Alert>
      )}
      {shown.length === 0 ? (
        <EmptyState
          title={
            everyone ? `No students are expected to sit the ${kind}` : `Nobody is sitting the ${kind} now`
          }
        >
          {everyone
            ? 'The course has no students yet: they appear here once they join it.'
            : 'Students appear here as they start it, with their answers and focus as they go.'}
        </EmptyState>
      ) : (
        <>
          <Paper withBorder p="sm" bg={newest ? NEWEST_BACKGROUND : undefined}>
            <Text size="sm" role="status" aria-live="polite">
              {newest
                ? `Newest focus loss: ${newest.name}, ${FOCUS_LOSS_LABEL[newest.loss.kind].toLowerCase()} at ${clockTime(newest.loss.at)}.`
                : 'No focus lost so far.'}
            </Text>
          </Paper>
          <RosterView
            kind={kind}
            courseId={courseId}
            itemId={itemId}
            lines={shown}
            everyone={everyone}
            newestAttemptId={newest?.attemptId ?? null}
            now={now + roster.data.serverAhead}
            compact={phone}
            caption={
              everyone
                ? `${countOf(shown.length, 'student', 'students')}, ${counts.notStarted} not started`
                : `${countOf(shown.length, 'student', 'students')} sitting now`
            }
          />
        </>
      )}
    </Stack>
  );
}

/**
 * /proctor/{courseId}/{typeId}/{refId} and /proctor_all/... (teacher, SPEC §2; issue 15): the live roster of a
 * test or exam. /proctor shows who sits it now, with time left, answers given and focus losses as they happen;
 * /proctor_all every student expected to sit it (issue 37): not started, sitting, or finished with how it ended.
 * SPEC §4: Terminate or Disqualify a student sitting it.
 */
export default function ProctorPage() {
  const { route, params } = useCurrentRoute();
  const kind = assessmentKindOfType(params.typeId);
  const { courseId, refId } = params;
  if (!kind || !courseId || !refId) return <NoSuchAssessment />;
  const everyone = route.pattern.startsWith('/proctor_all/');
  return (
    <AssessmentItemGate kind={kind} courseId={courseId} itemId={refId} loadingLabel="Loading the sitting">
      {(item) => (
        <Stack gap="lg" maw={1200}>
          <AssessmentHeader kind={kind} item={item} />
          <PanelSection title={everyone ? 'Everyone' : 'Sitting now'}>
            <LiveRoster kind={kind} courseId={courseId} itemId={refId} everyone={everyone} />
          </PanelSection>
        </Stack>
      )}
    </AssessmentItemGate>
  );
}
