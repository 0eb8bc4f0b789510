import { Group, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { KindListPage } from '../courses/KindListPage';
import { StartLectureButton } from '../lectures/StartLectureButton';
import { useCourseTeamMeetings } from './meetingsApi';

/**
 * /listteamMeeting/:courseId (teacher, SPEC §2, issue 16): the course's team meetings with their times, how their
 * members answered, "Start the class" and the edit page; "Add team meeting".
 */
export default function TeamMeetingListPage() {
  const { courseId = '' } = useParams();
  const meetings = useCourseTeamMeetings(courseId);
  return (
    <KindListPage
      courseId={courseId}
      kind="teamMeeting"
      itemActions={(item) => {
        const answers = meetings.data?.find((entry) => entry._id === item._id)?.answers;
        return (
          <Group gap="xs" wrap="wrap">
            {answers ? (
              <Text size="sm" c="dimmed">
                {answers.accepted} accepted, {answers.declined} declined, {answers.invited} not answered
              </Text>
            ) : null}
            <StartLectureButton
              courseId={courseId}
              lectureId={item._id}
              title={item.title}
              noun="meeting"
              size="compact-sm"
              variant="subtle"
            />
          </Group>
        );
      }}
    />
  );
}
