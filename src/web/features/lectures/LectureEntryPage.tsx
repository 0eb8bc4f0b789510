import { Navigate, useParams } from 'react-router';
import { ErrorState } from '../../components/PageStates';
import { CoursePageSkeleton } from '../courses/CoursePageSkeleton';
import { waitLecturePath } from './lectureRoutes';
import { useLiveItem } from './lecturesApi';

/**
 * /zoomlecture/:lecturesId (a student) and /ZoomMeeting/:lecturesId (teacher or student), SPEC §2: a lecture's video
 * meeting named by the lecture alone. It is this product's own class, so the way in is the lecture's wait page,
 * which goes straight into the class when it has started and otherwise waits for it (and lets its teacher start it).
 */
export default function LectureEntryPage() {
  const { lecturesId = '' } = useParams();
  const lecture = useLiveItem(lecturesId);
  if (lecture.isError)
    return (
      <ErrorState
        title="This class could not be opened"
        error={lecture.error}
        onRetry={() => void lecture.refetch()}
      />
    );
  if (!lecture.data) return <CoursePageSkeleton sections={1} />;
  return <Navigate replace to={waitLecturePath(lecture.data.courseId, lecturesId)} />;
}
