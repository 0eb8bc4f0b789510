import { Button, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useSession } from '../../app/session';
import { ErrorState } from '../../components/PageStates';
import { CourseHeader } from '../courses/CourseHeader';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { itemsByKind } from '../courses/courseItemsView';
import { useCourseView } from '../courses/courseQueries';
import { KindItemsSection } from '../courses/KindItemsSection';
import { useNow } from '../courses/useNow';
import { useCourseChannel } from '../notifications/useCourseChannel';
import { StartLectureButton } from './StartLectureButton';

/**
 * /listlecture/:courseId (teacher, SPEC §2, issue 16): the course's lectures, each with its edit page and "Start
 * the class", and "Add lecture" (the course page's item form).
 */
export default function LectureListPage() {
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
  const lectures = itemsByKind(course.items).find((entry) => entry.kind === 'lecture')?.items ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <CourseHeader
        course={course}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/lecture_attendance" variant="light">
              Attendance
            </Button>
            <Button component={Link} to={`/editcourse/${encodeURIComponent(course._id)}`} variant="light">
              Back to the course
            </Button>
          </Group>
        }
      />
      <KindItemsSection
        course={course}
        kind="lecture"
        items={lectures}
        now={now}
        itemActions={(item) => (
          <StartLectureButton
            courseId={course._id}
            lectureId={item._id}
            title={item.title}
            size="compact-sm"
            variant="subtle"
          />
        )}
      />
    </Stack>
  );
}
