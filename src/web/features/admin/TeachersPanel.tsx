import { Badge, Button, Group, Pagination, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { personName } from '../../../core/rules/personName';
import { SEARCH_FIELDS } from '../../../core/schemas/fields';
import type { AdminTeacher } from '../../../core/schemas/users';
import { queryKeys } from '../../api/queryKeys';
import { confirm } from '../../components/ConfirmDialog';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { useSession } from '../../platform/session';
import { countOf } from '../courses/courseVisuals';
import { listTeachersForAdmin, setAdmin, setDisabled } from './adminApi';
import { PendingTeachers } from './PendingTeachers';
import { useTeacherDecisions } from './teacherDecisions';

const PAGE_SIZE = 20;
/** Under the 'users' prefix, so that any change to users refreshes this list too. */

function TeacherRow({ teacher, isSelf }: { teacher: AdminTeacher; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const onSuccess = (reply: { msg: string }) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
    toast(reply.msg, { tone: 'success' });
  };
  const onError = (error: unknown) => toast(errorMessage(error), { tone: 'error' });
  const admin = useMutation({
    mutationFn: (flag: boolean) => setAdmin(teacher._id, flag),
    onSuccess,
    onError,
  });
  const disabled = useMutation({
    mutationFn: (flag: boolean) => setDisabled(teacher._id, flag),
    onSuccess,
    onError,
  });
  const decisions = useTeacherDecisions(teacher);
  const name = personName(teacher);
  const approved = teacher.teacherApproval === 'approved';

  const toggleDisabled = async (flag: boolean) => {
    if (flag) {
      const answer = await confirm({
        title: 'Disable this account?',
        message: `${name} will be signed out everywhere at once and cannot sign in until you enable the account again.`,
        confirmLabel: 'Disable',
        danger: true,
      });
      if (answer.code !== 0) return;
    }
    disabled.mutate(flag);
  };

  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600}>{name}</Text>
            {isSelf && (
              <Badge size="sm" variant="light">
                You
              </Badge>
            )}
            {teacher.disabled && (
              <Badge size="sm" variant="light" color="red">
                Disabled
              </Badge>
            )}
            {teacher.teacherApproval === 'pending' && (
              <Badge size="sm" variant="outline" color="dark">
                Waiting for approval
              </Badge>
            )}
            {teacher.teacherApproval === 'refused' && (
              <Badge size="sm" variant="outline" color="red.8">
                Refused
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
            @{teacher.username} · {teacher.email}
          </Text>
          {isSelf && (
            <Text size="xs" c="dimmed">
              Another administrator can change your own rights and account.
            </Text>
          )}
        </Stack>
        <Group gap="lg">
          {teacher.teacherApproval === 'refused' && (
            <Button
              size="xs"
              variant="default"
              loading={decisions.approving}
              onClick={decisions.approve}
              aria-label={`Approve ${name}`}
            >
              Approve
            </Button>
          )}
          <Switch
            label="Administrator"
            description={approved ? undefined : 'After approval'}
            checked={teacher.isAdmin}
            disabled={isSelf || admin.isPending || !approved}
            onChange={(event) => admin.mutate(event.currentTarget.checked)}
          />
          <Switch
            label="Disabled"
            color="red"
            checked={teacher.disabled}
            disabled={isSelf || disabled.isPending}
            onChange={(event) => void toggleDisabled(event.currentTarget.checked)}
          />
        </Group>
      </Group>
    </Paper>
  );
}

/** Every teacher account, disabled ones too, with the two switches only admins have. */
export function TeachersPanel() {
  const { userId } = useSession();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const teachers = useQuery({
    queryKey: queryKeys.adminTeachers(q, page),
    queryFn: () =>
      listTeachersForAdmin({ q: q || undefined, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const body = () => {
    if (teachers.isPending) return <LoadingSpinner label="Loading teachers…" />;
    if (teachers.isError)
      return <ErrorState error={teachers.error} onRetry={() => void teachers.refetch()} />;
    const { data, total } = teachers.data;
    if (data.length === 0)
      return (
        <EmptyState title={q ? 'Nothing matches' : 'No teachers yet'}>
          {q ? `No teacher's name or username contains “${q}”.` : 'Teachers appear here once they register.'}
        </EmptyState>
      );
    const pages = Math.ceil(total / PAGE_SIZE);
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {countOf(total, 'teacher')}
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Teachers">
          {data.map((teacher) => (
            <TeacherRow key={teacher._id} teacher={teacher} isSelf={teacher._id === userId} />
          ))}
        </Stack>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Teacher pages" />}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <PendingTeachers />
      <TextInput
        label="Search teachers"
        maxLength={SEARCH_FIELDS.users.max}
        description="By name or username"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {body()}
    </Stack>
  );
}
