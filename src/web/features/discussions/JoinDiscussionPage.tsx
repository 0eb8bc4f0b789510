import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonState, closesAt } from '../../../core/rules/buttonState';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { RichText } from '../../components/RichText';
import { useSession } from '../../platform/session';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { formatDateTime } from '../courses/itemDates';
import { useNow } from '../courses/useNow';
import { joinLecture } from '../lectures/lecturesApi';
import { useLeaveOnExit } from '../lectures/useLeaveOnExit';
import { CommentThread } from './CommentThread';
import { DiscussionHeader } from './DiscussionHeader';
import { joinPath } from './discussionRoutes';
import { type DiscussionItem, useDiscussion, useMyAssessment, useThread } from './discussionsApi';
import { useDiscussionRoom } from './useDiscussionRoom';

/** Why the student cannot write now (SPEC §4 'Wait' or 'Expired'), or null while the discussion is open. */
function closedReason(discussion: DiscussionItem, now: number): string | null {
  const state = buttonState(discussion, now);
  if (state.state === '0') return `Wait: the discussion opens on ${formatDateTime(discussion.startDate)}.`;
  if (state.state === '1')
    return `Expired: the discussion closed on ${formatDateTime(closesAt(discussion))}; comments can no longer be written.`;
  return null;
}

function MyMark({ discussionId }: { discussionId: string }) {
  const mine = useMyAssessment(discussionId);
  if (!mine.data) return null;
  return (
    <Alert color="teal" title={`Your mark: ${mine.data.mark} out of ${mine.data.maxMark}`}>
      {mine.data.feedback ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {mine.data.feedback}
        </Text>
      ) : (
        <Text size="sm">Your teacher assessed your part in this discussion.</Text>
      )}
    </Alert>
  );
}

/**
 * When the discussion's sitting is open, joins it (attendance) and puts its id in the address, once per sitting, and
 * leaves it when the page goes. Answers the sitting open now, or null.
 */
function useJoinOpenSitting(discussion: DiscussionItem | undefined, addressAttendanceId: string | null) {
  const navigate = useNavigate();
  const joined = useRef<string | null>(null);
  const [inSitting, setInSitting] = useState<string | null>(null);
  const openId = discussion?.openAttendance?._id ?? null;
  useEffect(() => {
    if (!discussion || !openId || joined.current === openId) return;
    joined.current = openId;
    void joinLecture({ lectureId: discussion._id, attendanceId: openId }).then(() => {
      setInSitting(openId);
      if (addressAttendanceId !== openId)
        void navigate(joinPath(discussion.courseId, discussion._id, openId), { replace: true });
    });
  }, [discussion, openId, addressAttendanceId, navigate]);
  // Leaving the page leaves the sitting, so the teacher's status shows who is still there.
  useLeaveOnExit(
    discussion && inSitting && inSitting === openId
      ? { lectureId: discussion._id, attendanceId: inSitting }
      : null,
  );
  return openId;
}

/**
 * /joindiscussion/:courseId/:discussionId[/:attendanceId] (student, SPEC §2, issue 16): the thread, where the student
 * writes a comment, replies, and edits or removes their own while the discussion is open (SPEC §4: until its end
 * plus its duration); a live sitting is joined. New comments appear as they are written; the mark once assessed.
 */
export default function JoinDiscussionPage() {
  const { courseId = '', discussionId = '', attendanceId = null } = useParams();
  const { userId } = useSession();
  const now = useNow(15_000);
  const discussion = useDiscussion(discussionId);
  const thread = useThread(discussionId);
  useDiscussionRoom(discussionId);
  const sitting = useJoinOpenSitting(discussion.data, attendanceId);

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
  return (
    <Stack gap="lg" maw={1000}>
      <DiscussionHeader discussion={item} showPublished={false}>
        <Button component={Link} to={`/viewcourse/${encodeURIComponent(courseId)}`} variant="light">
          Back to the course
        </Button>
      </DiscussionHeader>
      <MyMark discussionId={item._id} />
      {item.description && (
        <PanelSection title="About this discussion">
          <RichText html={item.description} label="the description of the discussion" foldAt={240} />
        </PanelSection>
      )}
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
              teaches: false,
              closedReason: closedReason(item, now),
              attendanceId: sitting,
            }}
          />
        )}
      </PanelSection>
    </Stack>
  );
}
