import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { ItemDetailsForm } from '../courses/ItemDetailsForm';
import { formatItemWhen } from '../courses/itemDates';
import { teacherListPath } from '../courses/itemRoutes';
import { PublishedBadge } from '../courses/PublishedBadge';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { classPath } from './lectureRoutes';
import { type LectureItem, useLiveItem } from './lecturesApi';
import { RoomPicker } from './RoomPicker';
import { StartLectureButton } from './StartLectureButton';

function LectureHeader({ lecture }: { lecture: LectureItem }) {
  const open = lecture.openAttendance;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          Lecture
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {lecture.title}
        </Title>
        <Text size="sm">{formatItemWhen(lecture.startDate, lecture.endDate)}</Text>
        <Group gap={6}>
          {open ? (
            // White on teal.9 is 5:1; green text on a light green badge stays under WCAG AA at any shade.
            <Badge color="teal.9" variant="filled" tt="none">
              In class now
            </Badge>
          ) : null}
          <PublishedBadge active={lecture.active} />
        </Group>
      </Stack>
      <Group mt="md" gap="xs">
        {open ? (
          <Button component={Link} to={classPath(lecture.courseId, lecture._id, open._id, true)}>
            Back to the class
          </Button>
        ) : (
          <StartLectureButton courseId={lecture.courseId} lectureId={lecture._id} title={lecture.title} />
        )}
        <Button component={Link} to={teacherListPath('lecture', lecture.courseId)} variant="light">
          All lectures
        </Button>
        <Button component={Link} to={`/editcourse/${encodeURIComponent(lecture.courseId)}`} variant="light">
          Back to the course
        </Button>
      </Group>
    </Paper>
  );
}

/** /editlecture/:courseId/:lecturesId (teacher, SPEC §2, issue 16): the schedule, the room, and the way in. */
export default function LectureEditPage() {
  const { courseId = '', lecturesId = '' } = useParams();
  const query = useLiveItem(lecturesId);
  useCourseChannel(courseId);

  if (query.isPending) return <CoursePageSkeleton sections={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title="This lecture could not be opened"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const lecture = query.data;
  return (
    <Stack gap="lg" maw={1100}>
      <LectureHeader lecture={lecture} />
      <PanelSection title="Details">
        <ItemDetailsForm item={lecture} reload={() => query.refetch()} />
      </PanelSection>
      <PanelSection title="Room">
        <RoomPicker lecture={lecture} />
      </PanelSection>
    </Stack>
  );
}
