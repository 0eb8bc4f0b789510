import { Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { personName } from '../../../core/rules/personName';
import { SEARCH_FIELDS } from '../../../core/schemas/fields';
import { AUDIT_ACTIONS, type AuditActionName, type AuditEntryView } from '../../../core/schemas/userAdmin';
import { queryKeys } from '../../api/queryKeys';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { countOf } from '../courses/courseVisuals';
import { formatDateTime } from '../courses/itemDates';
import { listAudit } from './adminApi';

const PAGE_SIZE = 25;

/** Each recorded action in words. */
const ACTION_LABELS: Record<AuditActionName, string> = {
  master_login: 'Signed in as someone (master login)',
  approve_teacher: 'Approved a teacher',
  refuse_teacher: 'Refused a teacher',
  set_admin: 'Changed administrator rights',
  set_disabled: 'Disabled or enabled an account',
  create_user: 'Created an account',
  update_user: 'Updated an account',
  import_users: 'Imported people from a file',
  export_users: 'Exported people as a file',
  send_verification: 'Sent a sign-in mail again',
  sign_on_link: 'Linked a single sign-on identity to an account',
  sign_on_create: 'Account made at a first single sign-on',
};

const who = (person: AuditEntryView['actor']) =>
  person ? `${personName(person)} (@${person.username})` : '—';

/** What the entry changed, in words. */
function detailOf(entry: AuditEntryView): string {
  const d = entry.detail;
  switch (entry.action) {
    case 'set_admin':
      return d.isAdmin ? 'Made administrator' : 'Administrator rights removed';
    case 'set_disabled':
      return d.disabled ? 'Disabled' : 'Enabled';
    case 'import_users':
      return `${d.create ?? 0} created, ${d.update ?? 0} updated, ${d.refused ?? 0} refused`;
    case 'create_user':
      return `${d.role ?? ''}${d.via === 'import' ? ', from a file' : ''}`;
    case 'update_user':
      return `${d.role ?? ''}${d.isAdmin ? ', administrator' : ''}${d.via === 'import' ? ', from a file' : ''}`;
    default:
      return '';
  }
}

const actionLabel = (action: string) => ACTION_LABELS[action as AuditActionName] ?? action;

/** Issue 34: the audit of administrator actions, newest first, by action and by person. */
export function AuditPanel() {
  const [action, setAction] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [person] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const filters = {
    action: action === 'all' ? undefined : (action as AuditActionName),
    person: person || undefined,
  };
  const audit = useQuery({
    queryKey: queryKeys.auditList({ ...filters, page }),
    queryFn: () => listAudit({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const body = () => {
    if (audit.isPending) return <LoadingSpinner label="Loading the audit…" />;
    if (audit.isError) return <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />;
    const { data, total } = audit.data;
    if (data.length === 0)
      return <EmptyState title="Nothing recorded">No administrator action matches these filters.</EmptyState>;
    const pages = Math.ceil(total / PAGE_SIZE);
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {countOf(total, 'action')}, newest first
        </Text>
        <ScrollingTable minWidth={820} label="Audit">
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Who</Table.Th>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">Whom</Table.Th>
                <Table.Th scope="col">From</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((entry) => (
                <Table.Tr key={entry._id}>
                  <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{who(entry.actor)}</Table.Td>
                  <Table.Td>
                    {actionLabel(entry.action)}
                    {detailOf(entry) && (
                      <Text size="sm" c="gray.7">
                        {detailOf(entry)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{who(entry.target)}</Table.Td>
                  <Table.Td>{entry.ip || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Audit pages" />}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Action"
          allowDeselect={false}
          data={[
            { value: 'all', label: 'Every action' },
            ...AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })),
          ]}
          value={action}
          onChange={(value) => {
            setAction(value ?? 'all');
            setPage(1);
          }}
          w={{ base: '100%', sm: 300 }}
        />
        <TextInput
          label="Person"
          description="Who acted or whom it was about: name, username or email"
          maxLength={SEARCH_FIELDS.users.max}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {body()}
    </Stack>
  );
}
