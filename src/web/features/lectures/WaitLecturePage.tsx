import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { WAIT_TIMERS } from '../../../core/constants';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { admitsStudents } from '../../../core/rules/classSitting';
import { useSubscription } from '../../api/useSocket';
import { ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { coursePagePath } from '../courses/courseLinks';
import { formatItemWhen } from '../courses/itemDates';
import { ClassEndedNote } from './ClassEndedNote';
import { attendancePath, classPath } from './lectureRoutes';
import { useLiveItem } from './lecturesApi';
import { StartLectureButton } from './StartLectureButton';
import { useLectureEvents } from './useLectureEvents';

/** The `lecture` events that change what this page says: a start, the teacher entering, an end. */
const MOVES_ON = new Set(['opening', 'started', 'ended']);

/**
 * /waitlecture/:courseId/:lecturesId (SPEC §2 lecture entry routes; signed-out visitors are sent to /t_login
 * first): waits until the class begins, then goes in. Issue 37: a class begins when its teacher enters the room,
 * so a student waits through the teacher's start (told the teacher is getting ready) until then; a teacher goes
 * in at the start, to enter it. Once a class has ended the page says so, and when, and what comes next, and still
 * lets them in if it is started again. The changes are heard live in the course's room; the page also asks again
 * on SPEC §9's wait timers (a student every 15 s, 40 times; a teacher every 5 s, 20 times), after which it offers
 * to ask once more.
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
    if (MOVES_ON.has(event.change)) void refetch();
  });

  const open = lecture.data?.openAttendance ?? null;
  const goesIn = open !== null && (teaches || admitsStudents(open));
  const waiting = lecture.data ? !goesIn : false;
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
  if (open && goesIn) return <Navigate replace to={classPath(courseId, lecturesId, open._id, teaches)} />;
  const gaveUp = asked >= timer.loops;
  const label = ITEM_KIND_DEFINITIONS[data.kind].labels.one;
  const ended = data.lastAttendance;
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
      {open ? (
        <WaitingNote title="Your teacher is getting ready">
          The class is about to start. Keep this page open: you go in as soon as your teacher joins it.
        </WaitingNote>
      ) : ended ? (
        <Alert title="The class has ended." color="blue">
          <Stack gap="sm" align="flex-start">
            <ClassEndedNote endedAt={ended.endedAt} item={data} />
            <Text size="sm" role="status">
              {teaches
                ? `Start it again if you need to: students who open this ${label.toLowerCase()} wait here until you join.`
                : 'If your teacher starts it again, you go in from this page while it is open.'}
            </Text>
            <Group gap="xs">
              {teaches && (
                <>
                  <StartLectureButton courseId={courseId} lectureId={lecturesId} title={data.title} />
                  <Button component={Link} to={attendancePath(courseId)} variant="light">
                    See who attended
                  </Button>
                </>
              )}
              <Button component={Link} to={coursePagePath({ role }, courseId)} variant="light">
                Back to the course
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : teaches ? (
        <Alert title="The class has not started" color="blue">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Students who open this {label.toLowerCase()} wait here until you start it and join.
            </Text>
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
        <WaitingNote title="Waiting for your teacher">
          The class has not started yet. Keep this page open: you go in as soon as your teacher starts it.
        </WaitingNote>
      )}
    </Stack>
  );
}

/** What a waiting student reads while the page keeps asking: a spinner beside a line said once it changes. */
function WaitingNote({ title, children }: { title: string; children: string }) {
  return (
    <Alert title={title} color="blue">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text size="sm" role="status">
          {children}
        </Text>
      </Group>
    </Alert>
  );
}
