import { Badge, Button, Group } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { countOf } from '../courses/courseVisuals';
import { KindListPage } from '../courses/KindListPage';
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
          {countOf(count, 'comment')}
        </Badge>
      )}
      <Button
        component={Link}
        to={open ? statusPath(item.courseId, item._id, open._id) : startPath(item.courseId, item._id)}
        size="compact-sm"
        variant="subtle"
        // The name holds the words shown, for those who speak to their computer ("click In progress").
        aria-label={
          open ? `Back to the discussion in progress: ${item.title}` : `Start the discussion: ${item.title}`
        }
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
  return (
    <KindListPage
      courseId={courseId}
      kind="discussion"
      itemActions={(item) => <DiscussionActions item={item} />}
    />
  );
}
