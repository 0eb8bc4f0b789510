import { Anchor, type AnchorProps, Button, type ButtonProps, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { leadsToBuiltPage } from '../platform/routes';
import { UnavailableButton } from './UnavailableButton';

/** Why a button that leads to a page not built yet does nothing. */
export const NOT_BUILT_REASON = 'Opens in a later release';

/** Whether `to` is somewhere to go: an address of a built page (the route table decides). */
export const canFollow = (to: string | null): to is string => to !== null && leadsToBuiltPage(to);

interface RouteButtonProps extends ButtonProps {
  /** The in-app address; null when there is no page for it at all. */
  to: string | null;
  children: ReactNode;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** A button that leads to a route: a link while its page is built; otherwise a disabled button that says why. */
export function RouteButton({ to, children, ...props }: RouteButtonProps) {
  if (canFollow(to)) {
    return (
      <Button component={Link} to={to} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <UnavailableButton reason={NOT_BUILT_REASON} {...props}>
      {children}
    </UnavailableButton>
  );
}

/** A text link to a route; while its page is not built, the text stays, with the reason beside it. */
export function RouteAnchor({ to, children, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  if (canFollow(to)) {
    return (
      <Anchor component={Link} to={to} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Text span {...props}>
      {children}{' '}
      <Text span size="xs" c="dimmed">
        ({NOT_BUILT_REASON.toLowerCase()})
      </Text>
    </Text>
  );
}
