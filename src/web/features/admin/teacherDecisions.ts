import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personName } from '../../../core/rules/personName';
import type { AdminTeacher } from '../../../core/schemas/users';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { approveTeacher, refuseTeacher } from './adminApi';

/**
 * Approving and refusing a teacher (issue 10), shared by the pending list and the teacher list: a refusal is
 * confirmed first; either refreshes every user list and says what happened.
 */
export function useTeacherDecisions(teacher: AdminTeacher) {
  const queryClient = useQueryClient();
  const onSuccess = (reply: { msg: string }) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    toast(reply.msg, { tone: 'success' });
  };
  const onError = (error: unknown) => toast(errorMessage(error), { tone: 'error' });
  const approve = useMutation({ mutationFn: () => approveTeacher(teacher._id), onSuccess, onError });
  const refuse = useMutation({ mutationFn: () => refuseTeacher(teacher._id), onSuccess, onError });
  const name = personName(teacher);

  const confirmRefusal = async () => {
    const answer = await confirm({
      title: `Refuse ${name}?`,
      message: `${name} keeps the account but gets no teacher rights, and we mail them the decision. You can still approve them later from the teacher list.`,
      confirmLabel: 'Refuse',
      danger: true,
    });
    if (answer.code === 0) refuse.mutate();
  };

  return {
    approve: () => approve.mutate(),
    refuse: () => void confirmRefusal(),
    busy: approve.isPending || refuse.isPending,
    approving: approve.isPending,
    refusing: refuse.isPending,
  };
}
