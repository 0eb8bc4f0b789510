import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CourseSummary } from '../../../core/schemas/courses';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { removeCourse } from './coursesApi';

/** The owner removes the course (it goes to the deleted history) and is taken back to the dashboard. */
export function RemoveCourseButton({ course }: { course: CourseSummary }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeCourse(course._id),
    onSuccess: async () => {
      toast(`${course.name} is removed.`, { tone: 'success' });
      await navigate('/dashboard');
      queryClient.removeQueries({ queryKey: queryKeys.course(course._id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.courseLists() });
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const ask = async () => {
    const answer = await confirm({
      title: 'Remove this course?',
      message: `${course.name}, its items and its member list will be gone for everyone in it. An administrator can restore it from the deleted history.`,
      confirmLabel: 'Remove course',
      danger: true,
    });
    if (answer.code === 0) remove.mutate();
  };
  return (
    // Mantine caps a subtle button's text at shade 6 (3.3:1 on white); c keeps the readable shade.
    <Button variant="subtle" color="red.9" c="red.9" onClick={() => void ask()} loading={remove.isPending}>
      Remove course
    </Button>
  );
}
