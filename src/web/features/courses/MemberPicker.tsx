import { Avatar, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userCalls } from '../../../core/contracts/users';
import { personName } from '../../../core/rules/personName';
import { SEARCH_FIELDS } from '../../../core/schemas/fields';
import type { PublicUser } from '../../../core/schemas/users';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';
import { initials } from '../../components/initials';
import { ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import type { MemberRoleToAdd } from './AddMembersPanel';
import { useInvalidateCourse } from './courseQueries';
import { addCourseMembers } from './coursesApi';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Enabled users of one role whose username or full name matches `q`. Called here, not from coursesApi.ts: the users'
 * calls sit in the after-login frame's script, which the course pages' first reads would otherwise wait for.
 */
const searchUsers = (role: MemberRoleToAdd, q: string) => call(userCalls.userList, { role, q, limit: 20 });

/** Finds people of one role by name or username and adds them one at a time. */
export function MemberPicker({
  courseId,
  role,
  memberIds,
}: {
  courseId: string;
  role: MemberRoleToAdd;
  memberIds: ReadonlySet<string>;
}) {
  const invalidate = useInvalidateCourse();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useQuery({
    queryKey: queryKeys.userList(role, query),
    queryFn: () => searchUsers(role, query),
    select: (reply) => reply.data,
    enabled: query.length > 0,
  });
  const add = useMutation({
    mutationFn: (user: PublicUser) => addCourseMembers({ courseId, role, identifiers: [user.username] }),
    onSuccess: (reply, user) => {
      const line = reply.data[0];
      const name = personName(user);
      if (line?.status === 'added') toast(`${name} is added.`, { tone: 'success' });
      else if (line?.status === 'already') toast(`${name} is already in the course.`);
      else toast(line?.reason ?? `${name} could not be added.`, { tone: 'error' });
      return invalidate(courseId);
    },
    onError: (error) => toast(errorMessage(error), { tone: 'error' }),
  });
  const who = role === 'student' ? 'student' : 'teacher';

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={`Find a ${who}`}
        maxLength={SEARCH_FIELDS.users.max}
        description="Search by name or username"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={users.isFetching ? <Loader size="xs" /> : null}
      />
      {query.length > 0 &&
        (users.isError ? (
          <ErrorState error={users.error} onRetry={() => void users.refetch()} />
        ) : users.data && users.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {who} matches “{query}”.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-live="polite">
            {(users.data ?? []).map((user) => {
              const isMember = memberIds.has(user._id);
              const name = personName(user);
              return (
                <Group component="li" key={user._id} justify="space-between" wrap="nowrap" gap="sm" py={6}>
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Avatar src={user.userLogo || null} alt="" radius="xl" size={28} color="purple">
                      {initials(name)}
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={500} truncate="end">
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate="end">
                        {user.username}
                      </Text>
                    </Stack>
                  </Group>
                  <Button
                    size="compact-sm"
                    variant={isMember ? 'default' : 'light'}
                    disabled={isMember || add.isPending}
                    loading={add.isPending && add.variables?._id === user._id}
                    onClick={() => add.mutate(user)}
                    aria-label={isMember ? `${name} is in the course` : `Add ${name}`}
                  >
                    {isMember ? 'In the course' : 'Add'}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        ))}
    </Stack>
  );
}
