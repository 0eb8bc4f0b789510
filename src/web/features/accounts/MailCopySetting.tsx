import { Skeleton, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailCalls } from '../../../core/contracts/mail';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';

/**
 * "Send me a copy of internal mail by email" (issue 34): kept on the server, as it decides the copies. The copies
 * go out only where the server has an SMTP relay (SMTP_URL).
 */
export function MailCopySetting() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.mailSettings(),
    queryFn: () => call(mailCalls.settings),
    select: (reply) => reply.data,
  });
  const save = useMutation({
    mutationFn: (emailCopy: boolean) => call(mailCalls.saveSettings, { emailCopy }),
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.mailSettings(), reply);
      toast(reply.msg, { tone: 'success' });
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  if (query.isPending) return <Skeleton height={40} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Switch
      label="Send me a copy of internal mail by email"
      description={
        <Text span size="xs" c="gray.7">
          Each message you receive in Mail is also sent to your email address.
        </Text>
      }
      checked={save.isPending ? (save.variables ?? query.data.emailCopy) : query.data.emailCopy}
      disabled={save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
