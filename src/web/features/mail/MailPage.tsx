import '@mantine/core/styles/Grid.css';
import {
  Badge,
  Button,
  Grid,
  Group,
  NavLink,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { personName } from '../../../core/rules/personName';
import type { MailFolder, MailSummary } from '../../../core/schemas/mail';
import { MailIcon } from '../../components/icons';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { formatDateTime } from '../courses/itemDates';
import { EMPTY_COMPOSE } from './compose';
import { MessageView } from './MessageView';
import { useMailFolder, useMailFolders } from './mailApi';
import { useLiveMail } from './mailbox';
import { FIRST_FOLDER_PAGE } from './mailQueries';
import { openCompose } from './openCompose';

const FOLDERS: { folder: MailFolder; label: string; empty: string }[] = [
  { folder: 'inbox', label: 'Inbox', empty: 'Messages sent to you appear here as they arrive.' },
  { folder: 'sent', label: 'Sent', empty: 'Messages you send are kept here.' },
  { folder: 'drafts', label: 'Drafts', empty: 'Save a message as a draft to finish it later.' },
  {
    folder: 'trash',
    label: 'Trash',
    empty: 'Messages you move to the trash wait here until you delete them.',
  },
];

function Folders({ folder, onChange }: { folder: MailFolder; onChange: (folder: MailFolder) => void }) {
  const counts = useMailFolders().data;
  const countOf = (f: MailFolder) => {
    if (!counts) return null;
    if (f === 'inbox') return counts.inbox.unread ? `${counts.inbox.unread} unread` : null;
    if (f === 'drafts') return counts.drafts.total ? `${counts.drafts.total}` : null;
    return null;
  };
  return (
    <Stack component="nav" aria-label="Mail folders" gap={2}>
      {FOLDERS.map((f) => {
        const count = countOf(f.folder);
        return (
          <NavLink
            key={f.folder}
            component="button"
            type="button"
            label={f.label}
            active={folder === f.folder}
            aria-current={folder === f.folder ? 'page' : undefined}
            onClick={() => onChange(f.folder)}
            rightSection={
              count ? (
                <Badge
                  size="sm"
                  variant={f.folder === 'inbox' ? 'filled' : 'light'}
                  color={f.folder === 'inbox' ? 'red.8' : 'gray.8'}
                >
                  {count}
                </Badge>
              ) : undefined
            }
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        );
      })}
    </Stack>
  );
}

function MessageLine({
  line,
  selected,
  onOpen,
}: {
  line: MailSummary;
  selected: boolean;
  onOpen: () => void;
}) {
  const who =
    line.folder === 'sent' || line.folder === 'drafts'
      ? line.to.map((a) => a.name).join(', ')
      : personName(line.sender);
  return (
    <li>
      <UnstyledButton
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        w="100%"
        p="sm"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: selected ? 'var(--mantine-color-blue-light)' : undefined,
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={line.read ? 400 : 700} truncate="end">
            {!line.read && <VisuallyHidden>Unread: </VisuallyHidden>}
            {who || '(no recipients)'}
          </Text>
          <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
            {formatDateTime(new Date(line.date))}
          </Text>
        </Group>
        <Text size="sm" fw={line.read ? 400 : 700} truncate="end">
          {line.subject || '(no subject)'}
          {line.hasAttachments && <VisuallyHidden>, with attachments</VisuallyHidden>}
        </Text>
        <Text size="xs" c="gray.7" truncate="end">
          {line.preview}
        </Text>
      </UnstyledButton>
    </li>
  );
}

/**
 * /mail (issue 34, SPEC §2: teacher or student): folders with their counts, a searchable list with unread lines in
 * bold, the reading pane beside it (below it on a phone), and a compose form in a modal. New mail refreshes the
 * list live.
 */
export default function MailPage() {
  const { userId } = useSession();
  useLiveMail();
  const [folder, setFolder] = useState<MailFolder>(FIRST_FOLDER_PAGE.folder);
  const [page, setPage] = useState<number>(FIRST_FOLDER_PAGE.page);
  const [search, setSearch] = useState<string>(FIRST_FOLDER_PAGE.q);
  const [q] = useDebouncedValue(search.trim(), 300);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMailFolder(folder, page, q);
  const phone = useMediaQuery('(max-width: 48em)');
  const pane = useRef<HTMLDivElement>(null);
  const here = FOLDERS.find((f) => f.folder === folder)!;

  const open = (id: string) => {
    setOpenId(id);
    if (phone) requestAnimationFrame(() => pane.current?.scrollIntoView({ block: 'start' }));
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Mail
        </Title>
        <Button leftSection={<MailIcon />} onClick={() => openCompose(EMPTY_COMPOSE)}>
          New message
        </Button>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Folders
            folder={folder}
            onChange={(f) => {
              setFolder(f);
              setPage(1);
              setOpenId(null);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <TextInput
              type="search"
              label={`Search ${here.label.toLowerCase()}`}
              placeholder="Sender, subject or text"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            <section aria-label={here.label}>
              {list.isPending ? (
                <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading messages">
                  {[0, 1, 2].map((n) => (
                    <Skeleton key={n} height={64} />
                  ))}
                </Stack>
              ) : list.isError ? (
                <ErrorState error={list.error} onRetry={() => void list.refetch()} />
              ) : list.data.messages.length === 0 ? (
                <EmptyState title={q ? 'Nothing found' : `No messages in ${here.label}`}>
                  {q ? 'No message here matches those words.' : here.empty}
                </EmptyState>
              ) : (
                <Stack
                  component="ul"
                  gap={2}
                  m={0}
                  p={0}
                  style={{ listStyle: 'none' }}
                  aria-label={`${here.label} messages`}
                >
                  {list.data.messages.map((line) => (
                    <MessageLine
                      key={line._id}
                      line={line}
                      selected={line._id === openId}
                      onOpen={() => open(line._id)}
                    />
                  ))}
                </Stack>
              )}
            </section>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md" ref={pane} component="section" aria-label="Reading pane">
            {openId && userId ? (
              <MessageView key={openId} messageId={openId} myId={userId} onGone={() => setOpenId(null)} />
            ) : (
              <Text c="gray.7" size="sm">
                Choose a message to read it here.
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
