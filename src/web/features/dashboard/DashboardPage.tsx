import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useDeferredValue, useEffect, useRef } from 'react';
import { formatLongDate } from '../../../core/rules/dateFormat';
import { personName } from '../../../core/rules/personName';
import { PanelSection } from '../../components/PanelSection';
import { useSession } from '../../platform/session';
import { storage } from '../../platform/storage';
import { updateLastLogin } from '../accounts/accountsApi';
import { useMyCourses, useMyCoursesWithItems } from '../courses/courseQueries';
import { CardsSkeleton, MyCourses } from '../courses/MyCourses';
import { TodayPanel, TodaySkeleton } from '../courses/TodayPanel';
import { SavedFilesPanel } from '../files/SavedFilesPanel';
import { ToMarkPanel, ToMarkSkeleton } from './ToMarkPanel';
import { useToMark } from './toMarkApi';

/**
 * /dashboard: records the last login on entry (SPEC §2, §7), greets the user, and shows today's items (SPEC §4),
 * a teacher's work to mark (issue 37), the user's courses and the files they saved.
 */
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

  if (!user || !userId) return null;
  const previous = previousLogin.current?.userId === userId ? previousLogin.current : null;
  const roleLabel = session.studentView
    ? 'Teacher · student view'
    : user.role === 'teacher'
      ? 'Teacher'
      : 'Student';

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={6}>
        <Title order={1} size="h2">
          Welcome, {personName(user)}
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
      <DashboardSections userId={userId} teaches={user.role === 'teacher' && !session.studentView} />
    </Stack>
  );
}

/**
 * Today's list, a teacher's work to mark (issue 37) and the course cards. Today's list and the work to mark grow
 * with what they hold and sit above the cards, so all are drawn together once their reads have answered: the cards
 * never move down as today's items arrive (issue 13).
 */
function DashboardSections({ userId, teaches }: { userId: string; teaches: boolean }) {
  const cards = useMyCourses(userId);
  const today = useMyCoursesWithItems(userId);
  const toMark = useToMark(userId, teaches);
  const pending = cards.isPending || today.isPending || (teaches && toMark.isPending);
  // The answers arrive as urgent updates; drawing the sections at a lower priority lets React split that work
  // into short tasks, so the page keeps answering input while they are drawn (issue 13: total blocking time).
  const loaded = useDeferredValue(!pending);
  // Distinct keys: the loaded sections are new elements, not the placeholders resized (which would count as a shift).
  if (!loaded || pending) {
    return (
      <Fragment key="loading">
        <PanelSection title="Today">
          <TodaySkeleton />
        </PanelSection>
        {teaches && (
          <PanelSection title="To mark">
            <ToMarkSkeleton />
          </PanelSection>
        )}
        <PanelSection title="Your courses">
          <CardsSkeleton />
        </PanelSection>
      </Fragment>
    );
  }
  return (
    <Fragment key="loaded">
      <PanelSection title="Today">
        <TodayPanel userId={userId} />
      </PanelSection>
      {teaches && (
        <PanelSection title="To mark">
          <ToMarkPanel userId={userId} />
        </PanelSection>
      )}
      <PanelSection title="Your courses">
        <MyCourses userId={userId} />
      </PanelSection>
      <SavedFilesPanel />
    </Fragment>
  );
}
