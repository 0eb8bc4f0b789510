import { AppShell, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import type { ApprovalHold } from '../../../core/rules/teacherApproval';
import { ApprovalWaitingPage } from '../../features/accounts/ApprovalWaitingPage';
import { useApprovalFollower } from '../../features/accounts/useApprovalFollower';
import { useCurrentRoute } from '../../platform/currentRoute';
import type { Session } from '../../platform/session';
import { APP_NAME } from '../../platform/siteConfig';
import { RouteTitle } from './RouteTitle';
import { mainContentProps, SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

/** The pages a held teacher may open (their own account; the server refuses anything else): the rest wait. */
const OPEN_WHILE_HELD = new Set(['/profile/:userName', '/Setting']);

/**
 * The after-login frame of a teacher an administrator has not approved (issue 10): no teacher menus, no
 * notifications menu; the profile and settings pages, and the waiting page in place of every other page. It
 * follows the account, so the usual frame takes over by itself once an administrator approves.
 */
export function ApprovalHoldLayout({ hold, session }: { hold: ApprovalHold; session: Session }) {
  const { route } = useCurrentRoute();
  useApprovalFollower(session.userId ?? '');
  const open = OPEN_WHILE_HELD.has(route.pattern) || route.access === 'public' || route.access === 'none';

  return (
    <AppShell header={{ height: 60 }} padding={{ base: 'md', sm: 'lg' }}>
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Text fw={800} fz="xl" c="purple.7">
              {APP_NAME}
            </Text>
            {open && <RouteTitle size="lg" c="dark" />}
          </Group>
          <UserMenu session={session} />
        </Group>
      </AppShell.Header>
      <AppShell.Main {...mainContentProps}>
        {open || !session.user ? <Outlet /> : <ApprovalWaitingPage hold={hold} user={session.user} />}
      </AppShell.Main>
    </AppShell>
  );
}
