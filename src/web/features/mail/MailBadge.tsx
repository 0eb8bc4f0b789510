import { Badge, VisuallyHidden } from '@mantine/core';
import { useLiveMail, useUnreadMail } from './mailbox';

/**
 * The unread count beside "Mail" in the left menu (issue 34), kept current live: new mail refreshes it as it
 * arrives. Nothing when all is read.
 */
export function MailBadge() {
  useLiveMail();
  const unread = useUnreadMail().data ?? 0;
  if (!unread) return null;
  return (
    <Badge size="sm" color="red.8" variant="filled" data-testid="mail-unread">
      {unread > 99 ? '99+' : unread}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}
