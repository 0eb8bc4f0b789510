import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import {
  CalendarIcon,
  DashboardIcon,
  HelpIcon,
  LibraryIcon,
  MailIcon,
  PanelIcon,
  SettingsIcon,
  ShieldIcon,
} from '../../components/icons';
import { canFollow, NOT_BUILT_REASON } from '../../components/RouteLink';
import type { Session } from '../../platform/session';

interface Item {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The left menu for the role the checks use (a teacher in student view sees the student's menu, SPEC §6). */
export function navigationItems(session: Pick<Session, 'role' | 'isAdmin'>): Item[] {
  const items: Item[] = [
    { to: '/dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
    {
      to: session.role === 'teacher' ? '/control_panel' : '/control_panel_student',
      label: 'Control panel',
      icon: <PanelIcon />,
    },
    { to: '/library', label: 'Library', icon: <LibraryIcon /> },
    { to: '/mail', label: 'Mail', icon: <MailIcon /> },
    { to: '/google', label: 'Calendar', icon: <CalendarIcon /> },
    { to: '/help', label: 'Help', icon: <HelpIcon /> },
    { to: '/Setting', label: 'Settings', icon: <SettingsIcon /> },
  ];
  if (session.role === 'teacher' && session.isAdmin) {
    items.push({ to: '/admin_dashboard', label: 'Admin dashboard', icon: <ShieldIcon /> });
  }
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
