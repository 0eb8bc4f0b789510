import { Button, Grid, Stack } from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { teacherEditPath, teacherListPath } from '../courses/itemRoutes';
import { endLecture } from '../lectures/lecturesApi';
import { CommentThread } from './CommentThread';
import { DiscussionHeader } from './DiscussionHeader';
import { assessPath, startPath, statusPath } from './discussionRoutes';
import { type DiscussionItem, useDiscussion, useParticipation, useThread } from './discussionsApi';
import { ParticipationTable } from './ParticipationTable';
import { useDiscussionRoom } from './useDiscussionRoom';

function EndButton({ discussion, attendanceId }: { discussion: DiscussionItem; attendanceId: string }) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => endLecture({ lectureId: discussion._id, attendanceId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.discussion(discussion._id) }),
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const ask = async () => {
    const answer = await confirm({
      title: 'End the discussion?',
      message: 'The live sitting closes. Students can still write until the discussion closes.',
      confirmLabel: 'End the discussion',
      danger: true,
    });
    if (answer.code === 0) end.mutate(undefined, { onSuccess: () => toast('The discussion has ended.') });
  };
  // red.9: white on Mantine's red (shade 6) is 3.3:1, under WCAG AA; on shade 9 it is 5.4:1.
  return (
    <Button color="red.9" onClick={() => void ask()} loading={end.isPending}>
      End the discussion
    </Button>
  );
}

/**
 * /discussionstatus/:courseId/:discussionId[/:attendanceId] (teacher, SPEC §2, issue 16): the live thread, where the
 * teacher replies and removes, beside who takes part (in the sitting the address names, else in all of them). The
 * page follows the discussion's room, so new comments appear without a reload.
 */
export default function DiscussionStatusPage() {
  const { courseId = '', discussionId = '', attendanceId = null } = useParams();
  const { userId } = useSession();
  const discussion = useDiscussion(discussionId);
  const thread = useThread(discussionId);
  const participation = useParticipation(discussionId, attendanceId);
  useDiscussionRoom(discussionId);

  if (discussion.isPending) return <CoursePageSkeleton sections={2} />;
  if (discussion.isError) {
    return (
      <ErrorState
        title="This discussion could not be opened"
        error={discussion.error}
        onRetry={() => void discussion.refetch()}
      />
    );
  }

  const item = discussion.data;
  const open = item.openAttendance;
  const liveHere = open !== null && open._id === attendanceId;
  return (
    <Stack gap="lg" maw={1400}>
      <DiscussionHeader discussion={item}>
        {liveHere ? (
          <EndButton discussion={item} attendanceId={open._id} />
        ) : open ? (
          <Button component={Link} to={statusPath(courseId, item._id, open._id)}>
            Go to the live sitting
          </Button>
        ) : (
          <Button component={Link} to={startPath(courseId, item._id)}>
            Start the discussion
          </Button>
        )}
        <Button component={Link} to={assessPath(courseId, item._id)} variant="light">
          Assess
        </Button>
        <Button component={Link} to={teacherEditPath('discussion', courseId, item._id)} variant="light">
          Edit
        </Button>
        <Button component={Link} to={teacherListPath('discussion', courseId)} variant="light">
          All discussions
        </Button>
      </DiscussionHeader>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PanelSection title="Thread">
            {thread.isPending ? (
              <CoursePageSkeleton sections={1} />
            ) : thread.isError ? (
              <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
            ) : (
              <CommentThread
                discussionId={item._id}
                comments={thread.data}
                who={{
                  userId: userId ?? '',
                  teaches: true,
                  closedReason: null,
                  attendanceId: liveHere ? open._id : null,
                }}
              />
            )}
          </PanelSection>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PanelSection title={attendanceId ? 'Taking part in this sitting' : 'Taking part'}>
            {participation.isPending ? (
              <CoursePageSkeleton sections={1} />
            ) : participation.isError ? (
              <ErrorState error={participation.error} onRetry={() => void participation.refetch()} />
            ) : (
              <ParticipationTable lines={participation.data.students} caption="Who takes part" />
            )}
          </PanelSection>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
