import { Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { ItemDetailsForm } from '../courses/ItemDetailsForm';
import { teacherListPath } from '../courses/itemRoutes';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { DiscussionHeader } from './DiscussionHeader';
import { assessPath, startPath, statusPath } from './discussionRoutes';
import { useDiscussion } from './discussionsApi';
import { MaxMarkForm } from './MaxMarkForm';

/** /editdiscussion/:courseId/:discussionId (teacher, SPEC §2, issue 16): its schedule and details, and its max mark. */
export default function DiscussionEditPage() {
  const { courseId = '', discussionId = '' } = useParams();
  const query = useDiscussion(discussionId);
  useCourseChannel(courseId);

  if (query.isPending) return <CoursePageSkeleton sections={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title="This discussion could not be opened"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const discussion = query.data;
  const open = discussion.openAttendance;
  return (
    <Stack gap="lg" maw={1100}>
      <DiscussionHeader discussion={discussion}>
        <Button
          component={Link}
          to={open ? statusPath(courseId, discussion._id, open._id) : startPath(courseId, discussion._id)}
        >
          {open ? 'Back to the discussion' : 'Start the discussion'}
        </Button>
        <Button component={Link} to={statusPath(courseId, discussion._id)} variant="light">
          Status
        </Button>
        <Button component={Link} to={assessPath(courseId, discussion._id)} variant="light">
          Assess
        </Button>
        <Button component={Link} to={teacherListPath('discussion', courseId)} variant="light">
          All discussions
        </Button>
      </DiscussionHeader>
      <PanelSection title="Details">
        <ItemDetailsForm item={discussion} reload={() => query.refetch()} />
      </PanelSection>
      <PanelSection title="Marking">
        <MaxMarkForm key={discussion.maxMark} discussion={discussion} />
      </PanelSection>
    </Stack>
  );
}
