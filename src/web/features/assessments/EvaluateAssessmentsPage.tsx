import { Alert, Badge, Button, Card, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { AssessmentKind } from '../../../core/itemKinds';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { RouteHeading } from '../../components/RouteHeading';
import { RouteButton } from '../../components/RouteLink';
import { useCurrentRoute } from '../../platform/currentRoute';
import { useSession } from '../../platform/session';
import { useMyCourses } from '../courses/courseQueries';
import { countOf } from '../courses/courseVisuals';
import { formatItemWhen } from '../courses/itemDates';
import { EvaluateNav } from '../coursework/EvaluateNav';
import { answerListPath } from './assessmentRoutes';
import { teachingAssessmentsQuery } from './assessmentsApi';
import { markedCourses, type WaitingLine, waitingToMark } from './waitingToMark';

function WaitingCard({ kind, waiting }: { kind: AssessmentKind; waiting: WaitingLine }) {
  const { course, line } = waiting;
  return (
    <Card component="li" withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {line.title}
            </Text>
            <Badge variant="dot" color="teal" tt="none">
              {countOf(waiting.toMark, 'attempt', 'attempts')} to mark
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {course.name} · {formatItemWhen(line.startDate, line.endDate)}
          </Text>
          {line.submitted !== null && (
            <Text size="sm">{countOf(line.submitted, 'attempt handed in', 'attempts handed in')}</Text>
          )}
        </Stack>
        <RouteButton to={answerListPath(kind, course._id, line._id)} aria-label={`Answers of ${line.title}`}>
          Answers
        </RouteButton>
      </Group>
    </Card>
  );
}

/** A teacher's tests (exams) of every course they teach, read course by course. */
function WaitingList({ kind, userId }: { kind: AssessmentKind; userId: string }) {
  const courses = useMyCourses(userId);
  const taught = markedCourses(courses.data ?? []);
  const lists = useQueries({ queries: taught.map((course) => teachingAssessmentsQuery(kind, course._id)) });
  const many = ITEM_KIND_DEFINITIONS[kind].labels.many.toLowerCase();

  if (courses.isPending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading your courses">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={96} radius="md" />
        ))}
      </Stack>
    );
  if (courses.isError)
    return (
      <ErrorState
        title="Your courses could not be loaded"
        error={courses.error}
        onRetry={() => void courses.refetch()}
      />
    );
  if (taught.length === 0)
    return (
      <EmptyState title="You teach no courses yet">
        The {many} of the courses you teach appear here when their answers wait to be marked.
      </EmptyState>
    );

  const loaded = taught.flatMap((course, index) => {
    const data = lists[index]?.data;
    return data ? [{ course, lines: data }] : [];
  });
  const waiting = waitingToMark(loaded);
  const loading = taught.filter((_, index) => lists[index]?.isPending);
  const failed = taught.flatMap((course, index) => {
    const list = lists[index];
    return list?.isError ? [{ course, list }] : [];
  });

  return (
    <Stack gap="sm">
      {waiting.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={`${many} to mark`}
        >
          {waiting.map((line) => (
            <WaitingCard key={line.line._id} kind={kind} waiting={line} />
          ))}
        </Stack>
      )}
      {loading.map((course) => (
        <Group key={course._id} gap="xs" role="status" aria-label={`Loading the ${many} of ${course.name}`}>
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Loading the {many} of {course.name}…
          </Text>
        </Group>
      ))}
      {failed.map(({ course, list }) => (
        <Alert key={course._id} color="red" title={`The ${many} of ${course.name} could not be loaded`}>
          <Group gap="sm" justify="space-between">
            <Text size="sm">{errorMessage(list.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ))}
      {waiting.length === 0 && loading.length === 0 && failed.length === 0 && (
        <EmptyState title="Nothing waits to be marked">
          The {many} of your courses appear here while brief answers handed in wait for your mark.
        </EmptyState>
      )}
    </Stack>
  );
}

/**
 * /evaluate/test and /evaluate/exam (teacher, SPEC §2; issue 15): the tests (exams) of every course the teacher
 * teaches whose answers wait to be marked, most to mark first, each leading to its answer list.
 */
export default function EvaluateAssessmentsPage() {
  const { route } = useCurrentRoute();
  const { userId } = useSession();
  const kind: AssessmentKind = route.pattern === '/evaluate/exam' ? 'exam' : 'test';
  return (
    <Stack gap="md" maw={1000}>
      <RouteHeading />
      <EvaluateNav current={route.pattern} />
      <WaitingList key={kind} kind={kind} userId={userId ?? ''} />
    </Stack>
  );
}
