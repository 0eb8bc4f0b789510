import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { ItemForm } from '../courses/ItemForm';
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
  // The details form starts again from the saved item after a save, or when its changes are undone.
  const [detailsVersion, setDetailsVersion] = useState(0);

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
        <ItemForm
          key={detailsVersion}
          courseId={discussion.courseId}
          kind="discussion"
          item={discussion}
          cancelLabel="Undo changes"
          onDone={() => void query.refetch().then(() => setDetailsVersion((version) => version + 1))}
        />
      </PanelSection>
      <PanelSection title="Marking">
        <MaxMarkForm key={discussion.maxMark} discussion={discussion} />
      </PanelSection>
    </Stack>
  );
}
