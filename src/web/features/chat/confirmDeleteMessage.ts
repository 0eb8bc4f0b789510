import { confirm } from '../../components/ConfirmDialog';

/** Asks before deleting a message; everyone in `place` (the chat, the lecture) sees that one was deleted. */
export async function confirmDeleteMessage(place: string): Promise<boolean> {
  const answer = await confirm({
    title: 'Delete this message?',
    message: `Everyone in ${place} will see that a message was deleted here.`,
    confirmLabel: 'Delete',
    danger: true,
  });
  return answer.code === 0;
}
