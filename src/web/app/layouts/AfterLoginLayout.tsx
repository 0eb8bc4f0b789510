import { Anchor, AppShell, Badge, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useDeferredValue, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { approvalHold } from '../../../core/rules/teacherApproval';
import { HelpButton } from '../../features/help/HelpButton';
import { useSession } from '../../platform/session';
import { APP_NAME } from '../../platform/siteConfig';
import { WIDE_MEDIA } from '../../platform/theme';
import '../styles/afterLoginSheets';
import { ApprovalHoldLayout } from './ApprovalHoldLayout';
import { MainNavigation } from './MainNavigation';
import { NotificationBell } from './NotificationBell';
import { RouteTitle } from './RouteTitle';
import { mainContentProps, SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

/** SPEC §2 after-login layout: header with the page title, notification menu and user menu; a left menu by role. */
export default function AfterLoginLayout() {
  const session = useSession();
  // Once opened, the phone's menu stays drawn, so that it slides out whole when it closes.
  const [menuDrawn, setMenuDrawn] = useState(false);
  const [navOpened, nav] = useDisclosure(false, { onOpen: () => setMenuDrawn(true) });
  const wide = useMediaQuery(WIDE_MEDIA, true, { getInitialValueInEffect: false });
  const burger = useRef<HTMLButtonElement>(null);
  // On a phone the open menu covers the page: Escape closes it, back to its button, unless a dialog above has it.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || wide || !navOpened) return;
    if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
    nav.close();
    burger.current?.focus();
  });
  // The header's buttons mount in a render of their own, just after the first: their tooltip and popovers measure
  // themselves as they mount, which made React run every effect of the first paint in that same long task.
  const headerButtons = useDeferredValue(true, false);
  const hold = session.user ? approvalHold(session.user) : null;
  if (hold) return <ApprovalHoldLayout hold={hold} session={session} />;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              ref={burger}
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Close the menu' : 'Open the menu'}
              aria-expanded={navOpened}
              aria-controls="main-menu"
            />
            <Anchor component={Link} to="/dashboard" fw={800} fz="xl" underline="never" c="purple.7">
              {APP_NAME}
            </Anchor>
            <RouteTitle size="lg" c="dark" />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {session.studentView && (
              <Badge variant="light" visibleFrom="xs">
                Student view
              </Badge>
            )}
            {headerButtons && (
              <>
                <HelpButton />
                <NotificationBell />
                <UserMenu session={session} />
              </>
            )}
          </Group>
        </Group>
      </AppShell.Header>

      {/* A phone's closed menu is only moved off screen: inert keeps its links out of Tab and screen readers. */}
      <AppShell.Navbar p="sm" aria-label="Main menu" id="main-menu" inert={!wide && !navOpened}>
        {/* On a phone the menu is drawn when opened: closed, it is off screen, and drawing it delays the page. */}
        {(wide || menuDrawn) && (
          <AppShell.Section grow component={ScrollArea}>
            <MainNavigation session={session} onNavigate={nav.close} />
          </AppShell.Section>
        )}
      </AppShell.Navbar>

      <AppShell.Main {...mainContentProps}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
