import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCurrentRoute } from '../../app/currentRoute';
import { useSession } from '../../app/session';
import { ErrorState } from '../../components/PageStates';
import { RouteButton } from '../../components/RouteLink';
import { CourseHeader } from '../courses/CourseHeader';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { itemsByKind } from '../courses/courseItemsView';
import { useCourseView } from '../courses/courseQueries';
import { KindItemsSection } from '../courses/KindItemsSection';
import { useNow } from '../courses/useNow';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { assessmentListPath, courseworkKindAt, NOT_COURSEWORK_PAGE } from './courseworkRoutes';

/**
 * /listassignment, /listproject and /listlab (teacher, SPEC §2, issue 14): the course's items of that kind, each
 * with its edit page and its assessments, and "Add" (the course page's item form).
 */
export default function CourseworkListPage() {
  const { courseId = '' } = useParams();
  const kind = courseworkKindAt(useCurrentRoute().route.pattern);
  const { userId } = useSession();
  const view = useCourseView(courseId, userId ?? '');
  const now = useNow();
  useCourseChannel(courseId, view.data?.items);

  if (!kind)
    return <ErrorState title="This page could not be opened" error={new Error(NOT_COURSEWORK_PAGE)} />;
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
      <KindItemsSection
        course={course}
        kind={kind}
        items={items}
        now={now}
        itemActions={(item) => (
          <RouteButton
            to={assessmentListPath(kind, course._id, item._id)}
            size="compact-sm"
            variant="subtle"
            aria-label={`Submissions of ${item.title}`}
          >
            Submissions
          </RouteButton>
        )}
      />
    </Stack>
  );
}
