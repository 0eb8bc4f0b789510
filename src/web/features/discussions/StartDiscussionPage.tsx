import { Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import { ErrorState } from '../../components/PageStates';
import { startLecture } from '../lectures/lecturesApi';
import { statusPath } from './discussionRoutes';

/**
 * /startdiscussion/:courseId/:discussionId (teacher, SPEC §2): opens the discussion's sitting (or finds the one
 * open) and puts the teacher on its status page, replacing this address so that Back does not start it again.
 */
export default function StartDiscussionPage() {
  const { courseId = '', discussionId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => startLecture(discussionId),
    // The status page reads the discussion to know its sitting is open: not the copy from before the start.
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.discussion(discussionId) });
      await navigate(statusPath(courseId, discussionId, reply.data.attendanceId), { replace: true });
    },
  });
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);

  if (start.isError)
    return (
      <ErrorState title="The discussion could not be started" error={start.error} onRetry={() => mutate()} />
    );
  return (
    <Stack align="center" py="xl" role="status">
      <Loader />
      <Text>Starting the discussion…</Text>
    </Stack>
  );
}
