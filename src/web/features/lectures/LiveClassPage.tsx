import { Alert, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CLASS_ENTRY } from '../../../core/constants';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { admitsStudents } from '../../../core/rules/classSitting';
import { ErrorState } from '../../components/PageStates';
import { useCurrentRoute } from '../../platform/currentRoute';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { coursePagePath } from '../courses/courseLinks';
import { ClassEndedNote } from './ClassEndedNote';
import type { Finish } from './ClassRoom';
import { attendancePath, waitLecturePath } from './lectureRoutes';
import { type LectureItem, useAttendance, useLiveItem } from './lecturesApi';

// The room (video, chat, notes and their libraries) loads after the class's heading: the heading waits for the
// lecture's read only, not for dozens of script files (issue 40).
const ClassRoom = lazy(() => import('./ClassRoom').then((module) => ({ default: module.ClassRoom })));

const ENTER_WITHIN_MINUTES = CLASS_ENTRY.enterWithinMs / 60_000;

/**
 * Out of the class: left, removed, or ended. An ended class says when it ended (issue 37), as the wait page does; a
 * start nobody entered, which ended by itself, says so.
 */
function Finished({
  stage,
  courseId,
  attendanceId,
  item,
  teaches,
}: {
  stage: Finish;
  courseId: string;
  attendanceId: string;
  item: LectureItem;
  teaches: boolean;
}) {
  const attendance = useAttendance(attendanceId);
  const { refetch } = attendance;
  // The copy read while the class ran does not say when it ended.
  useEffect(() => {
    if (stage === 'ended') void refetch();
  }, [stage, refetch]);
  const sitting = attendance.data;
  const neverBegan = stage === 'ended' && sitting?.endedAt != null && sitting.teacherEnteredAt === null;
  const words: Record<Finish, string> = {
    left: 'You left the class.',
    ended: neverBegan ? 'The class ended before it began.' : 'The class has ended.',
    removed: 'The teacher removed you from this class.',
  };
  return (
    <Alert title={words[stage]} color={stage === 'removed' ? 'red' : 'blue'} maw={720}>
      {neverBegan ? (
        <Text size="sm">
          Nobody joined it within {ENTER_WITHIN_MINUTES} minutes of its start, so it ended by itself. Start it
          again when you are ready.
        </Text>
      ) : (
        stage === 'ended' && sitting && <ClassEndedNote endedAt={sitting.endedAt} item={item} />
      )}
      <Group gap="xs" mt="xs">
        {teaches && (
          <Button component={Link} to={attendancePath(courseId)}>
            See who attended
          </Button>
        )}
        <Button
          component={Link}
          to={coursePagePath({ role: teaches ? 'teacher' : 'student' }, courseId)}
          variant="light"
        >
          Back to the course
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * /startlecture (the teacher, who runs the class) and /joinlecture (everyone else), SPEC §2 with issue 16: a
 * device check, then the video room (a mesh through /peerjs, or Janus), who is in it, the live chat, the person's
 * own notes on the lecture, and the controls. Each
 * change of the sitting is heard live in the lecture's room and read again.
 */
export default function LiveClassPage() {
  const { courseId = '', lecturesId = '', attendanceId = '' } = useParams();
  const teaches = useCurrentRoute().route.pattern.startsWith('/startlecture');
  const lecture = useLiveItem(lecturesId);
  const [finished, setFinished] = useState<Finish | null>(null);

  if (lecture.isError) {
    return (
      <ErrorState
        title="This class could not be opened"
        error={lecture.error}
        onRetry={() => void lecture.refetch()}
      />
    );
  }
  const open = lecture.data?.openAttendance?._id === attendanceId;
  const sitting = open ? (lecture.data?.openAttendance ?? null) : null;
  // A copy read before the class started must not say it has ended: wait for the fresh one.
  if (!lecture.data || (!open && lecture.isFetching)) return <CoursePageSkeleton sections={2} />;
  // Students wait for their teacher to enter (issue 37), on the wait page, which lets them in when they do.
  if (sitting && !teaches && !finished && !admitsStudents(sitting))
    return <Navigate replace to={waitLecturePath(courseId, lecturesId)} />;
  return (
    <Stack gap="md">
      <Box>
        <Text size="sm" c="dimmed">
          {ITEM_KIND_DEFINITIONS[lecture.data.kind].labels.one}
          {open && !finished ? ' · live now' : ''}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {lecture.data.title}
        </Title>
      </Box>
      {finished || !sitting ? (
        <Finished
          stage={finished ?? 'ended'}
          courseId={courseId}
          attendanceId={attendanceId}
          item={lecture.data}
          teaches={teaches}
        />
      ) : (
        <Suspense fallback={<Skeleton height={320} role="status" aria-label="Opening the class room" />}>
          <ClassRoom
            courseId={courseId}
            lectureId={lecturesId}
            attendanceId={attendanceId}
            teaches={teaches}
            opening={sitting.teacherEnteredAt === null}
            onFinish={setFinished}
          />
        </Suspense>
      )}
    </Stack>
  );
}
