import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { useSession } from '../../app/session';
import { ErrorState } from '../../components/PageStates';
import { CourseHeader } from '../courses/CourseHeader';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { itemsByKind } from '../courses/courseItemsView';
import { useCourseView } from '../courses/courseQueries';
import { KindItemsSection } from '../courses/KindItemsSection';
import { useNow } from '../courses/useNow';
import { useCourseChannel } from '../notifications/useCourseChannel';

/**
 * The teacher's list of one meeting kind in a course (/listconsults, /listteamMeeting): each item with its edit page
 * and the page's own actions, and "Add …" (the course page's item form).
 */
export function MeetingListPage({
  courseId,
  kind,
  itemActions,
}: {
  courseId: string;
  kind: 'consult' | 'teamMeeting';
  itemActions: (item: CourseItem) => ReactNode;
}) {
  const { userId } = useSession();
  const view = useCourseView(courseId, userId ?? '');
  const now = useNow();
  useCourseChannel(courseId, view.data?.items);

  if (view.isPending) return <CoursePageSkeleton sections={1} />;
  if (view.isError) {
    return (
      <ErrorState
        title="This course could not be opened"
        error={view.error}
        onRetry={() => void view.refetch()}
      />
    );
  }
  const course = view.data;
  const items = itemsByKind(course.items).find((entry) => entry.kind === kind)?.items ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <CourseHeader
        course={course}
        actions={
          <Button component={Link} to={`/editcourse/${encodeURIComponent(course._id)}`} variant="light">
            Back to the course
          </Button>
        }
      />
      <KindItemsSection course={course} kind={kind} items={items} now={now} itemActions={itemActions} />
    </Stack>
  );
}
