import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailCalls } from '../../../core/contracts/mail';
import type { MailDraftInput, MailFolder } from '../../../core/schemas/mail';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';
import { useRefreshMailbox } from './mailbox';
import { mailFolderQuery, mailFoldersQuery } from './mailQueries';

/** The internal mail calls (issue 34), through their contracts. */

export const useMailFolder = (folder: MailFolder, page: number, q: string) =>
  useQuery({
    ...mailFolderQuery(folder, page, q),
    select: (reply) => reply.data,
    placeholderData: keepPreviousData,
  });

export const useMailFolders = () => useQuery({ ...mailFoldersQuery(), select: (reply) => reply.data });

/** One message; reading it marks it read on the server, so the lists, counts and badge read again after it. */
export function useMailMessage(messageId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.mailMessage(messageId ?? ''),
    queryFn: async () => {
      const reply = await call(mailCalls.read, { messageId: messageId! });
      for (const queryKey of [queryKeys.mailUnread(), queryKeys.mailFolders(), ['internalMail', 'list']])
        void queryClient.invalidateQueries({ queryKey });
      return reply;
    },
    select: (reply) => reply.data,
    enabled: Boolean(messageId),
  });
}

export const useMailRecipients = (q: string) =>
  useQuery({
    queryKey: queryKeys.mailRecipients(q),
    queryFn: () => call(mailCalls.recipients, { q }),
    select: (reply) => reply.data,
    placeholderData: keepPreviousData,
  });

type Move = 'trash' | 'restore' | 'remove' | 'markUnread';

export function useMailMove() {
  const refresh = useRefreshMailbox();
  return useMutation({
    mutationFn: ({ move, messageId }: { move: Move; messageId: string }) =>
      call(mailCalls[move], { messageId }),
    onSettled: () => void refresh(),
  });
}

export function useSendMail() {
  const refresh = useRefreshMailbox();
  return useMutation({
    mutationFn: (draft: MailDraftInput) => call(mailCalls.send, draft),
    onSuccess: () => void refresh(),
  });
}

export function useSaveDraft() {
  const refresh = useRefreshMailbox();
  return useMutation({
    mutationFn: (draft: MailDraftInput) => call(mailCalls.saveDraft, draft),
    onSuccess: () => void refresh(),
  });
}
