import { Badge, Button, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
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
import { assessPath, startPath, statusPath } from './discussionRoutes';
import { useDiscussion } from './discussionsApi';

/** One discussion's ways in from the list: its comment count, Start (or back into its open sitting), Status, Assess. */
function DiscussionActions({ item }: { item: CourseItem }) {
  const query = useDiscussion(item._id);
  const open = query.data?.openAttendance ?? null;
  const count = query.data?.commentCount;
  return (
    <Group gap={4} wrap="wrap">
      {count !== undefined && (
        <Badge variant="default" tt="none">
          {count === 1 ? '1 comment' : `${count} comments`}
        </Badge>
      )}
      <Button
        component={Link}
        to={open ? statusPath(item.courseId, item._id, open._id) : startPath(item.courseId, item._id)}
        size="compact-sm"
        variant="subtle"
        aria-label={`${open ? 'Back to' : 'Start'} the discussion: ${item.title}`}
      >
        {open ? 'In progress' : 'Start'}
      </Button>
      <Button
        component={Link}
        to={statusPath(item.courseId, item._id)}
        size="compact-sm"
        variant="subtle"
        aria-label={`Status: ${item.title}`}
      >
        Status
      </Button>
      <Button
        component={Link}
        to={assessPath(item.courseId, item._id)}
        size="compact-sm"
        variant="subtle"
        aria-label={`Assess: ${item.title}`}
      >
        Assess
      </Button>
    </Group>
  );
}

/**
 * /listdiscussion/:courseId (teacher, SPEC §2, issue 16): the course's discussions with their dates and state, each
 * with its comment count, Start, Status, Assess and Edit, and "Add discussion" (the course page's item form).
 */
export default function DiscussionListPage() {
  const { courseId = '' } = useParams();
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
  const discussions = itemsByKind(course.items).find((entry) => entry.kind === 'discussion')?.items ?? [];
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
        kind="discussion"
        items={discussions}
        now={now}
        itemActions={(item) => <DiscussionActions item={item} />}
      />
    </Stack>
  );
}
