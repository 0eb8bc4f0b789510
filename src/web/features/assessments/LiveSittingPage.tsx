import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { formatDuration } from '../../../core/rules/duration';
import { confirm } from '../../components/ConfirmDialog';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RouteButton } from '../../components/RouteLink';
import { toast } from '../../components/toast';
import { useCurrentRoute } from '../../platform/currentRoute';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { formatItemWhen } from '../courses/itemDates';
import { teacherEditPath, teacherListPath } from '../courses/itemRoutes';
import { useNow } from '../courses/useNow';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { assessmentIdIn, assessmentKindAt, NOT_ASSESSMENT_PAGE, proctorPath } from './assessmentRoutes';
import {
  type AssessmentItem,
  type AuthoringTarget,
  useAssessmentItem,
  useLiveSitting,
} from './assessmentsApi';
import { sizeText } from './assessmentText';
import { LIVE_STATE_LABELS, liveSittingState, liveStateText } from './liveSittingState';

const STATE_COLOURS = { open: 'teal', onSchedule: 'teal', notOpen: 'gray', closed: 'dark' } as const;

function SittingControls({ target, item }: { target: AuthoringTarget; item: AssessmentItem }) {
  const now = useNow();
  const sitting = useLiveSitting(target.kind, target.courseId, target.itemId);
  const label = ITEM_KIND_DEFINITIONS[target.kind].labels.one.toLowerCase();
  const state = liveSittingState(item, now);
  const editPath = teacherEditPath(target.kind, target.courseId, target.itemId);

  // The server says what changed, in words ('The live test is open: students can start it now.').
  const said = (reply: { msg: string }) => toast(reply.msg, { tone: 'success' });
  const open = () => sitting.mutate(true, { onSuccess: said });
  const close = async () => {
    const answer = await confirm({
      title: 'Close the sitting?',
      message: `Students can no longer start the ${label} outside its times. Those who have started keep the time they have left.`,
      confirmLabel: 'Close the sitting',
      danger: true,
    });
    if (answer.code !== 0) return;
    sitting.mutate(false, { onSuccess: said });
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge size="lg" variant="dot" color={STATE_COLOURS[state]} tt="none">
          {LIVE_STATE_LABELS[state]}
        </Badge>
      </Group>
      <Text aria-live="polite">{liveStateText(item, state)}</Text>
      {item.questionCount === 0 && (
        <Alert variant="light" color="yellow" title="No questions yet">
          Write or import the questions on the{' '}
          <Anchor component={Link} to={editPath} inherit>
            {label}'s page
          </Anchor>{' '}
          before you open the sitting.
        </Alert>
      )}
      {sitting.isError && (
        <Alert color="red" role="alert" title="That did not work">
          {errorMessage(sitting.error)}
        </Alert>
      )}
      <Group gap="xs">
        {item.startedLive ? (
          <Button color="red.8" onClick={() => void close()} loading={sitting.isPending}>
            Close the sitting
          </Button>
        ) : (
          <Button onClick={open} loading={sitting.isPending} disabled={item.questionCount === 0}>
            Open the sitting
          </Button>
        )}
        {item.startedLive && (
          <RouteButton to={proctorPath(target.kind, target.courseId, target.itemId)} variant="light">
            Proctor the sitting
          </RouteButton>
        )}
      </Group>
    </Stack>
  );
}

function LiveSitting({ target }: { target: AuthoringTarget }) {
  const item = useAssessmentItem(target.kind, target.courseId, target.itemId);
  useCourseChannel(target.courseId);
  const labels = ITEM_KIND_DEFINITIONS[target.kind].labels;
  const label = labels.one.toLowerCase();
  const editPath = teacherEditPath(target.kind, target.courseId, target.itemId);

  if (item.isPending) return <CoursePageSkeleton sections={1} />;
  if (item.isError) {
    return (
      <ErrorState
        title={`This ${label} could not be opened`}
        error={item.error}
        onRetry={() => void item.refetch()}
      />
    );
  }

  const data = item.data;
  return (
    <Stack gap="lg" maw={900}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {data.mode === 'live' ? `Live ${label}` : `Offline ${label}`}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Text size="sm">{formatItemWhen(data.startDate, data.endDate)}</Text>
          <Text size="sm">
            {sizeText(data)}
            {data.duration !== null && ` · time limit ${formatDuration(data.duration)}`}
          </Text>
        </Stack>
        <Group mt="md" gap="xs">
          <Button component={Link} to={editPath} variant="light">
            Edit the {label}
          </Button>
          <Button component={Link} to={teacherListPath(target.kind, target.courseId)} variant="light">
            All {labels.many.toLowerCase()}
          </Button>
        </Group>
      </Paper>
      <PanelSection title="The live sitting">
        {data.mode === 'live' ? (
          <SittingControls target={target} item={data} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>
              This {label} is sat offline: students answer it when they like between its start and its end, so
              there is no live sitting to open. To sit it live, change how it is sat in its settings.
            </Text>
            <Button component={Link} to={`${editPath}?tab=settings`} variant="light">
              Open its settings
            </Button>
          </Stack>
        )}
      </PanelSection>
    </Stack>
  );
}

/**
 * /createLiveTest and /createLiveExam (teacher, SPEC §2, issue 15): the teacher opens the live sitting, and closes
 * it; the page says where the sitting stands, how many questions and how long, and leads to the proctor's page once
 * it is open. An offline test says so and leads to its settings.
 */
export default function LiveSittingPage() {
  const { route, params } = useCurrentRoute();
  const kind = assessmentKindAt(route.pattern);
  if (!kind)
    return <ErrorState title="This page could not be opened" error={new Error(NOT_ASSESSMENT_PAGE)} />;
  return (
    <LiveSitting target={{ kind, courseId: params.courseId ?? '', itemId: assessmentIdIn(kind, params) }} />
  );
}
