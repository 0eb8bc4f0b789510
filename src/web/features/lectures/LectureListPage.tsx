import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { KindListPage } from '../courses/KindListPage';
import { attendancePath } from './lectureRoutes';
import { StartLectureButton } from './StartLectureButton';

/**
 * /listlecture/:courseId (teacher, SPEC §2, issue 16): the course's lectures, each with its edit page and "Start
 * the class", and "Add lecture" (the course page's item form).
 */
export default function LectureListPage() {
  const { courseId = '' } = useParams();
  return (
    <KindListPage
      courseId={courseId}
      kind="lecture"
      headerActions={
        <Button component={Link} to={attendancePath(courseId)} variant="light">
          Attendance
        </Button>
      }
      itemActions={(item) => (
        <StartLectureButton
          courseId={courseId}
          lectureId={item._id}
          title={item.title}
          size="compact-sm"
          variant="subtle"
        />
      )}
    />
  );
}
