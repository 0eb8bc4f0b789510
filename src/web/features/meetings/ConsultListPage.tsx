import { Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useSession } from '../../platform/session';
import { KindListPage } from '../courses/KindListPage';
import { StartLectureButton } from '../lectures/StartLectureButton';
import { bookingCount } from './bookingCount';
import { useCourseConsults } from './meetingsApi';
import { TodaysConsults } from './TodaysConsults';

/**
 * /listconsults/:courseId (teacher, SPEC §2, issue 16): the course's consults with their times, how many booked each
 * (n of capacity), "Start the class" (the lectures' button: it opens any live item) and the edit page; "Add consult";
 * above them the teacher's consults of the day across their courses, slot by slot (issue 37).
 */
export default function ConsultListPage() {
  const { courseId = '' } = useParams();
  const { userId } = useSession();
  const consults = useCourseConsults(courseId, userId ?? '');
  return (
    <KindListPage
      courseId={courseId}
      kind="consult"
      before={<TodaysConsults />}
      itemActions={(item) => {
        const line = consults.data?.find((entry) => entry._id === item._id);
        return (
          <Group gap="xs" wrap="wrap">
            {line ? (
              <Text size="sm" c="dimmed">
                {bookingCount(line)}
              </Text>
            ) : null}
            <StartLectureButton
              courseId={courseId}
              lectureId={item._id}
              title={item.title}
              noun="consult"
              size="compact-sm"
              variant="subtle"
            />
          </Group>
        );
      }}
    />
  );
}
