import { Accordion, Badge, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SEARCH_FIELDS } from '../../../core/schemas/fields';
import type { OutboxMail } from '../../../core/schemas/users';
import { queryKeys } from '../../api/queryKeys';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { countOf } from '../courses/courseVisuals';
import { formatDateTime } from '../courses/itemDates';
import { listOutbox } from './adminApi';

const PAGE_SIZE = 20;

function DeliveryBadge({ mail }: { mail: OutboxMail }) {
  if (mail.error)
    return (
      <Badge color="red.8" variant="outline">
        Failed
      </Badge>
    );
  if (mail.sentAt)
    return (
      <Badge color="teal.9" variant="outline">
        Sent
      </Badge>
    );
  return (
    <Badge color="gray.7" variant="outline">
      In the mail folder
    </Badge>
  );
}

/**
 * The mails the app has written, newest first: to whom, when, what about and whether they went out. Shown as text,
 * never HTML, and without their links, which would let the reader act as the recipient.
 */
export function MailOutboxPanel() {
  const [recipient, setRecipient] = useState('');
  const [to] = useDebouncedValue(recipient.trim().toLowerCase(), 300);
  const [page, setPage] = useState(1);
  const outbox = useQuery({
    queryKey: queryKeys.mailOutbox(to, page),
    queryFn: () => listOutbox({ to: to || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const body = () => {
    if (outbox.isPending) return <LoadingSpinner label="Loading mail…" />;
    if (outbox.isError) return <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />;
    const { data, total } = outbox.data;
    if (data.length === 0)
      return (
        <EmptyState title={to ? 'No mail to this address' : 'No mail yet'}>
          {to
            ? `Nothing has been written to ${to}.`
            : 'Verification and password-reset mails appear here as they are written.'}
        </EmptyState>
      );
    const pages = Math.ceil(total / PAGE_SIZE);
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {countOf(total, 'mail')}, newest first
        </Text>
        <Accordion variant="separated">
          {data.map((mail) => (
            <Accordion.Item key={mail._id} value={mail._id}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0}>
                    <Text fw={600}>{mail.subject}</Text>
                    <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
                      To {mail.to} · {formatDateTime(mail.createdAt)}
                    </Text>
                  </Stack>
                  <DeliveryBadge mail={mail} />
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {mail.error && (
                  <Text size="sm" c="red.8" mb="xs">
                    Delivery failed: {mail.error}
                  </Text>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {mail.text}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Mail pages" />}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" maw={720}>
        Links in these mails are left out, so that nobody reading this page can use them. Without a mail
        relay, each mail is written whole to the server's mail folder, where the person who runs the server
        can read it.
      </Text>
      <TextInput
        label={SEARCH_FIELDS.recipient.label}
        maxLength={SEARCH_FIELDS.recipient.max}
        description="Show only the mail sent to one address"
        type="email"
        value={recipient}
        onChange={(event) => {
          setRecipient(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {body()}
    </Stack>
  );
}
