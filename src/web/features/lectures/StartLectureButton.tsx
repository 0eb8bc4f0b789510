import { Button, type ButtonProps } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { UnavailableButton } from '../../components/UnavailableButton';
import { useCourseDetail } from '../courses/courseQueries';
import { classPath } from './lectureRoutes';
import { startLecture } from './lecturesApi';

const OUTSIDER_REASON = "Only the course's teachers can start its classes";

/**
 * "Start the class": opens the sitting of a lecture, or any item that meets live (or finds the one already open), and
 * takes the teacher to its device check. The students waiting are told the teacher is getting ready, and are let in
 * when the teacher joins (issue 37).
 */
export function StartLectureButton({
  courseId,
  lectureId,
  title,
  noun = 'class',
  ...props
}: ButtonProps & {
  courseId: string;
  lectureId: string;
  title: string;
  /** What is started, as its button says: a lecture's class, a consult, a meeting. */
  noun?: string;
}) {
  const navigate = useNavigate();
  const course = useCourseDetail(courseId);
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startLecture(lectureId),
    // The class page reads the lecture to know its sitting is open: not the copy from before the start.
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.lecture(lectureId) });
      await navigate(classPath(courseId, lectureId, reply.data.attendanceId, true));
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const label = `Start the ${noun}: ${title}`;
  // An administrator outside the course may not start it (issue 37): the class begins when its starter enters.
  if (course.data?.myRole === null)
    return (
      <UnavailableButton {...props} reason={OUTSIDER_REASON} aria-label={label}>
        Start the {noun}
      </UnavailableButton>
    );
  return (
    <Button {...props} loading={start.isPending} onClick={() => start.mutate()} aria-label={label}>
      Start the {noun}
    </Button>
  );
}
