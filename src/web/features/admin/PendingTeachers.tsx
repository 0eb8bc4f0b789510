import { Badge, Button, Divider, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { personName } from '../../../core/rules/personName';
import type { AdminTeacher } from '../../../core/schemas/users';
import { queryKeys } from '../../api/queryKeys';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { ErrorState } from '../../components/PageStates';
import { listTeachersForAdmin } from './adminApi';
import { useTeacherDecisions } from './teacherDecisions';

const PAGE_SIZE = 10;

/** One page of the teachers waiting for approval; the admin overview reads the first page's total. */
export function usePendingTeachers(page = 1) {
  return useQuery({
    queryKey: queryKeys.pendingTeachers(page),
    queryFn: () =>
      listTeachersForAdmin({ approval: 'pending', limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

function PendingRow({ teacher }: { teacher: AdminTeacher }) {
  const decisions = useTeacherDecisions(teacher);
  const name = personName(teacher);
  return (
    <Paper withBorder p="sm" component="li" aria-label={name}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Group gap={6}>
            <Text fw={600}>{name}</Text>
            {!teacher.emailVerified && (
              <Badge size="sm" variant="outline" color="dark">
                Address not confirmed
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
            @{teacher.username} · {teacher.email}
            {teacher.institution ? ` · ${teacher.institution}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            Registered {formatLongDate(teacher.createdAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="sm"
            loading={decisions.approving}
            disabled={decisions.busy}
            onClick={decisions.approve}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="default"
            loading={decisions.refusing}
            disabled={decisions.busy}
            onClick={decisions.refuse}
            aria-label={`Refuse ${name}`}
          >
            Refuse
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Teachers who registered and wait for an administrator (issue 10), above the teacher list. Shown only while
 * someone waits, so the tab stays calm the rest of the time.
 */
export function PendingTeachers() {
  const [page, setPage] = useState(1);
  const pending = usePendingTeachers(page);

  if (pending.isPending) return <LoadingSpinner label="Loading teachers waiting for approval…" />;
  if (pending.isError)
    return (
      <ErrorState
        error={pending.error}
        title="The teachers waiting for approval could not be loaded"
        onRetry={() => void pending.refetch()}
      />
    );
  const { data, total } = pending.data;
  if (total === 0) return null;
  const pages = Math.ceil(total / PAGE_SIZE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-teachers-title">
      <Stack gap={2}>
        <Title order={2} size="h4" id="pending-teachers-title">
          Waiting for approval ({total})
        </Title>
        <Text size="sm" c="dimmed">
          These people registered as teachers. Until you approve them they cannot create courses, see students
          or send messages.
        </Text>
      </Stack>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Teachers waiting for approval"
      >
        {data.map((teacher) => (
          <PendingRow key={teacher._id} teacher={teacher} />
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label="Pages of waiting teachers" />
      )}
      <Divider mt="sm" />
    </Stack>
  );
}
