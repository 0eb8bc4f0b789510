import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { WAIT_TIMERS } from '../../../core/constants';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { useSubscription } from '../../api/useSocket';
import { ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { formatItemWhen } from '../courses/itemDates';
import { classPath } from './lectureRoutes';
import { useLiveItem } from './lecturesApi';
import { StartLectureButton } from './StartLectureButton';
import { useLectureEvents } from './useLectureEvents';

/**
 * /waitlecture/:courseId/:lecturesId (SPEC §2 lecture entry routes; signed-out visitors are sent to /t_login
 * first): waits until the teacher starts the class, then goes in. The start is heard live in the course's room;
 * the page also asks again on SPEC §9's wait timers (a student every 15 s, 40 times; a teacher every 5 s, 20
 * times), after which it offers to ask once more.
 */
export default function WaitLecturePage() {
  const { courseId = '', lecturesId = '' } = useParams();
  const { role } = useSession();
  const teaches = role === 'teacher';
  const timer = teaches ? WAIT_TIMERS.teacher : WAIT_TIMERS.student;
  const lecture = useLiveItem(lecturesId);
  const [asked, setAsked] = useState(0);
  const refetch = lecture.refetch;

  useSubscription('course', courseId ? { courseId } : null);
  useLectureEvents(lecturesId, (event) => {
    if (event.change === 'started') void refetch();
  });

  const waiting = lecture.data ? !lecture.data.openAttendance : false;
  useEffect(() => {
    if (!waiting || asked >= timer.loops) return;
    const id = setTimeout(() => {
      setAsked((count) => count + 1);
      void refetch();
    }, timer.ms);
    return () => clearTimeout(id);
  }, [waiting, asked, timer, refetch]);

  if (lecture.isPending) return <CoursePageSkeleton sections={1} />;
  if (lecture.isError) {
    return (
      <ErrorState
        title="This class could not be opened"
        error={lecture.error}
        onRetry={() => void lecture.refetch()}
      />
    );
  }

  const data = lecture.data;
  if (data.openAttendance) {
    return <Navigate replace to={classPath(courseId, lecturesId, data.openAttendance._id, teaches)} />;
  }
  const gaveUp = asked >= timer.loops;
  const label = ITEM_KIND_DEFINITIONS[data.kind].labels.one;
  return (
    <Stack gap="lg" maw={720}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Text size="sm">{formatItemWhen(data.startDate, data.endDate)}</Text>
          {data.room && (
            <Text size="sm">
              {data.room.name} · questions about the room: {data.room.email}
            </Text>
          )}
        </Stack>
      </Paper>
      {teaches ? (
        <Alert title="The class has not started" color="blue">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Students who open this {label.toLowerCase()} wait here until you start it.</Text>
            <StartLectureButton courseId={courseId} lectureId={lecturesId} title={data.title} />
          </Stack>
        </Alert>
      ) : gaveUp ? (
        <Alert title="The class has still not started" color="yellow">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Your teacher has not started it yet. You will still be let in as soon as they do while this page
              is open, or ask again now.
            </Text>
            <Button
              onClick={() => {
                setAsked(0);
                void refetch();
              }}
            >
              Check again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Alert title="Waiting for your teacher" color="blue">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text size="sm" role="status">
              The class has not started yet. Keep this page open: you go in as soon as your teacher starts it.
            </Text>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
