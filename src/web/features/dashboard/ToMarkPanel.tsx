import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { timeSpanText } from '../../../core/rules/timeSpan';
import type { ToMarkLine } from '../../../core/schemas/courseItems';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { RouteAnchor } from '../../components/RouteLink';
import { useMyCourses } from '../courses/courseQueries';
import { useNow } from '../courses/useNow';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { useToMark } from './toMarkApi';

/** The to-do list while it loads: two lines for the items to come. */
export function ToMarkSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the work to mark">
      <Skeleton height={18} width="70%" />
      <Skeleton height={18} width="50%" />
    </Stack>
  );
}

/** Joins one course's room while the list is shown, so work handed in or marked there refreshes it (SPEC §4). */
function CourseRoom({ courseId }: { courseId: string }) {
  useCourseChannel(courseId);
  return null;
}

function ToMarkItem({ line, now }: { line: ToMarkLine; now: number }) {
  const waited = timeSpanText(Math.max(0, now - Date.parse(line.oldestHandedInAt)));
  return (
    <Stack component="li" gap={2}>
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {line.toMark} to mark
        </Badge>
        <RouteAnchor to={line.link} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {line.item.title}
        </RouteAnchor>
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {ITEM_KIND_DEFINITIONS[line.item.kind].labels.one} · {line.course.name} · oldest handed in {waited}{' '}
        ago
      </Text>
    </Stack>
  );
}

/**
 * Issue 37, the teacher's to-do list on the dashboard: per item of the courses they teach, how much work waits for
 * a mark, oldest hand-in first, each leading to its marking page. It follows every course they teach live.
 */
export function ToMarkPanel({ userId }: { userId: string }) {
  const now = useNow();
  const lines = useToMark(userId, true);
  const courses = useMyCourses(userId);
  const taught = (courses.data ?? []).filter(
    (course) => course.myRole === 'owner' || course.myRole === 'teacher',
  );
  return (
    <>
      {taught.map((course) => (
        <CourseRoom key={course._id} courseId={course._id} />
      ))}
      {lines.isPending ? (
        <ToMarkSkeleton />
      ) : lines.isError ? (
        <ErrorState error={lines.error} onRetry={() => void lines.refetch()} />
      ) : lines.data.length === 0 ? (
        <EmptyState title="Nothing waits for marking">
          Work your students hand in appears here, the oldest first.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {lines.data.map((line) => (
            <ToMarkItem key={line.item._id} line={line} now={now} />
          ))}
        </Stack>
      )}
    </>
  );
}
