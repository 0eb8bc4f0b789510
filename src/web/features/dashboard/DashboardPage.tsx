import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { useSession } from '../../app/session';
import { storage } from '../../app/storage';
import { DashboardIcon } from '../../components/icons';
import { EmptyState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { updateLastLogin } from '../accounts/accountsApi';

/** /dashboard: records the last login on entry (SPEC §2, §7) and greets the user. */
export default function DashboardPage() {
  const session = useSession();
  const { userId, user } = session;
  const previousLogin = useRef(storage.lastLogin.get());
  const record = useMutation({ mutationFn: (id: string) => updateLastLogin(id, new Date().toISOString()) });
  const { mutate } = record;

  useEffect(() => {
    if (!userId) return;
    storage.lastLogin.set({ userId, time: Date.now() });
    mutate(userId);
  }, [userId, mutate]);

  if (!user) return null;
  const previous = previousLogin.current?.userId === userId ? previousLogin.current : null;
  const roleLabel = session.studentView
    ? 'Teacher · student view'
    : user.role === 'teacher'
      ? 'Teacher'
      : 'Student';

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={6}>
        <Title order={1} size="h2">
          Welcome, {user.fullName || user.username}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{roleLabel}</Badge>
          {user.isAdmin && !session.studentView && <Badge variant="outline">Administrator</Badge>}
          {previous && (
            <Text size="sm" c="dimmed">
              Last visit {formatLongDate(previous.time)}
            </Text>
          )}
        </Group>
      </Stack>
      <PanelSection title="Your courses">
        <EmptyState title="Your courses will appear here" icon={<DashboardIcon />}>
          {user.role === 'teacher' && !session.studentView
            ? 'Courses you teach, with their lectures, tests and tasks, will be listed here.'
            : 'Courses you take part in, with what is due next, will be listed here.'}
        </EmptyState>
      </PanelSection>
    </Stack>
  );
}
