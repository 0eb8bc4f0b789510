import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  CalendarIcon,
  DashboardIcon,
  HelpIcon,
  LibraryIcon,
  MailIcon,
  MarksIcon,
  PanelIcon,
  SettingsIcon,
  ShieldIcon,
} from '../../components/icons';
import { canFollow, NOT_BUILT_REASON } from '../../components/RouteLink';
import { MailBadge } from '../../features/mail/MailBadge';
import { routeOfPath } from '../../platform/routes';
import type { Session } from '../../platform/session';

interface Item {
  to: string;
  label: string;
  icon: ReactNode;
}

/** An entry named as the page it opens is titled (the route table's name), so the menu and the page agree. */
const entry = (to: string, icon: ReactNode): Item => ({ to, label: routeOfPath(to)?.name ?? to, icon });

/**
 * The left menu for the role the checks use (a teacher in student view sees the student's menu, SPEC §6). Each role
 * reaches its marks page from here (issue 37): a teacher what waits for marking, a student their own marks.
 */
export function navigationItems(session: Pick<Session, 'role' | 'isAdmin'>): Item[] {
  const teacher = session.role === 'teacher';
  const items: Item[] = [
    entry('/dashboard', <DashboardIcon />),
    entry(teacher ? '/control_panel' : '/control_panel_student', <PanelIcon />),
    entry(teacher ? '/evaluate' : '/evaluate_student', <MarksIcon />),
    entry('/library', <LibraryIcon />),
    entry('/mail', <MailIcon />),
    entry('/google', <CalendarIcon />),
    entry('/help', <HelpIcon />),
    entry('/Setting', <SettingsIcon />),
  ];
  if (teacher && session.isAdmin) items.push(entry('/admin_dashboard', <ShieldIcon />));
  return items;
}

const rounded = { root: { borderRadius: 'var(--mantine-radius-md)' } };

/**
 * The left menu. An entry whose page is not built yet stays in its place, so the menu does not change shape when
 * it lands, but says so and leads nowhere; it stays focusable (aria-disabled) so keyboard users read why.
 */
export function MainNavigation({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {navigationItems(session).map((item) =>
        canFollow(item.to) ? (
          <MantineNavLink
            key={item.to}
            component={NavLink}
            to={item.to}
            label={item.label}
            leftSection={item.icon}
            rightSection={item.to === '/mail' ? <MailBadge /> : undefined}
            onClick={onNavigate}
            styles={rounded}
          />
        ) : (
          <MantineNavLink
            key={item.to}
            component="button"
            type="button"
            aria-disabled="true"
            label={item.label}
            description={NOT_BUILT_REASON}
            leftSection={item.icon}
            c="dimmed"
            onClick={(event) => event.preventDefault()}
            styles={{ ...rounded, root: { ...rounded.root, cursor: 'not-allowed' } }}
          />
        ),
      )}
    </Stack>
  );
}
