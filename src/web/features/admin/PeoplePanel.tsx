import { Badge, Button, Group, Menu, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { personName } from '../../../core/rules/personName';
import { SEARCH_FIELDS } from '../../../core/schemas/fields';
import type { AdminUser } from '../../../core/schemas/userAdmin';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { ScrollingTable } from '../../components/ScrollingTable';
import { saveBlob } from '../../components/saveBlob';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { countOf } from '../courses/courseVisuals';
import { exportUsers, listUsersForAdmin, sendVerificationByAdmin, setAdmin, setDisabled } from './adminApi';
import { CreateUserForm } from './CreateUserForm';

const PAGE_SIZE = 25;

const SHOW_OPTIONS = [
  { value: 'all', label: 'Everyone' },
  { value: 'admins', label: 'Administrators' },
  { value: 'disabled', label: 'Disabled accounts' },
  { value: 'unverified', label: 'Address not confirmed' },
] as const;
type Show = (typeof SHOW_OPTIONS)[number]['value'];

interface Filters {
  q?: string;
  role?: 'teacher' | 'student';
  isAdmin?: 'true';
  disabled?: 'true';
  unverified?: 'true';
}

function filtersOf(q: string, role: string, show: Show): Filters {
  return {
    q: q || undefined,
    role: role === 'teacher' || role === 'student' ? role : undefined,
    isAdmin: show === 'admins' ? 'true' : undefined,
    disabled: show === 'disabled' ? 'true' : undefined,
    unverified: show === 'unverified' ? 'true' : undefined,
  };
}

function UserStates({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <Group gap={4}>
      {isSelf && (
        <Badge size="sm" variant="light">
          You
        </Badge>
      )}
      {user.isAdmin && (
        <Badge size="sm" variant="outline" color="purple.8">
          Administrator
        </Badge>
      )}
      {user.disabled && (
        <Badge size="sm" variant="light" color="red.9">
          Disabled
        </Badge>
      )}
      {!user.emailVerified && (
        <Badge size="sm" variant="outline" color="dark">
          Not confirmed
        </Badge>
      )}
    </Group>
  );
}

function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const name = personName(user);
  const act = useMutation({
    mutationFn: (action: () => Promise<{ msg: string }>) => action(),
    onSuccess: (reply) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
      toast(reply.msg, { tone: 'success' });
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const disable = async () => {
    const answer = await confirm({
      title: `Disable ${name}?`,
      message: `${name} will be signed out everywhere at once and cannot sign in until you enable the account again.`,
      confirmLabel: 'Disable',
      danger: true,
    });
    if (answer.code === 0) act.mutate(() => setDisabled(user._id, true));
  };
  if (isSelf) return <Text size="sm">Another administrator can change your account.</Text>;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" loading={act.isPending} aria-label={`Actions for ${name}`}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user.disabled ? (
          <Menu.Item onClick={() => act.mutate(() => setDisabled(user._id, false))}>
            Enable the account
          </Menu.Item>
        ) : (
          <Menu.Item color="red.9" onClick={() => void disable()}>
            Disable the account
          </Menu.Item>
        )}
        {user.role === 'teacher' &&
          (user.isAdmin ? (
            <Menu.Item onClick={() => act.mutate(() => setAdmin(user._id, false))}>
              Remove administrator rights
            </Menu.Item>
          ) : (
            <Menu.Item
              disabled={user.teacherApproval !== 'approved'}
              onClick={() => act.mutate(() => setAdmin(user._id, true))}
            >
              Make administrator
            </Menu.Item>
          ))}
        {!user.emailVerified && !user.disabled && (
          <Menu.Item onClick={() => act.mutate(() => sendVerificationByAdmin(user._id))}>
            Send the sign-in mail again
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Issue 34: everyone with an account, searched by name, username or email and filtered by role and state, a page
 * at a time from the server; each person's actions, adding one person, and the export of what is shown.
 */
export function PeoplePanel() {
  const { userId } = useSession();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState('all');
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  const [creating, createForm] = useDisclosure(false);
  const filters = filtersOf(q, role, show);
  const people = useQuery({
    queryKey: queryKeys.adminUsers({ ...filters, page }),
    queryFn: () => listUsersForAdmin({ ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const exporting = useMutation({
    mutationFn: () => exportUsers(filters),
    onSuccess: (file) => {
      saveBlob(file.blob, file.fileName ?? 'users.csv');
      toast('The CSV file is downloaded. It re-imports as it is.', { tone: 'success' });
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const reset = () => setPage(1);

  const body = () => {
    if (people.isPending) return <LoadingSpinner label="Loading people…" />;
    if (people.isError) return <ErrorState error={people.error} onRetry={() => void people.refetch()} />;
    const { data, total } = people.data;
    if (data.length === 0)
      return (
        <EmptyState title="Nobody matches">
          {q
            ? `No name, username or email contains “${q}” with these filters.`
            : 'No account has these filters.'}
        </EmptyState>
      );
    const pages = Math.ceil(total / PAGE_SIZE);
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {countOf(total, 'person', 'people')}
        </Text>
        <ScrollingTable minWidth={760} label="People">
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Username and email</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">State</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((user) => (
                <Table.Tr key={user._id}>
                  <Table.Td fw={600}>{personName(user)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    @{user.username}
                    <br />
                    <Text span size="sm" c="gray.7">
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{user.role === 'teacher' ? 'Teacher' : 'Student'}</Table.Td>
                  <Table.Td>
                    <UserStates user={user} isSelf={user._id === userId} />
                  </Table.Td>
                  <Table.Td>
                    <UserActions user={user} isSelf={user._id === userId} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="People pages" />}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button onClick={createForm.open}>Add a person</Button>
        <Button variant="default" loading={exporting.isPending} onClick={() => exporting.mutate()}>
          Export these people as CSV
        </Button>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search people"
          description="By name, username or email"
          maxLength={SEARCH_FIELDS.users.max}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            reset();
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label="Role"
          allowDeselect={false}
          data={[
            { value: 'all', label: 'Every role' },
            { value: 'teacher', label: 'Teachers' },
            { value: 'student', label: 'Students' },
          ]}
          value={role}
          onChange={(value) => {
            setRole(value ?? 'all');
            reset();
          }}
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          label="Show"
          allowDeselect={false}
          data={SHOW_OPTIONS.map((option) => ({ ...option }))}
          value={show}
          onChange={(value) => {
            setShow((value as Show | null) ?? 'all');
            reset();
          }}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {body()}
      <CreateUserForm opened={creating} onClose={createForm.close} />
    </Stack>
  );
}
