import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailAttachments, mailMessages, mailRecipients } from '../../db/schema';

/**
 * Whether a user reads a stored file through internal mail (issue 34): a message carries it that they sent (and
 * have not deleted from their trash) or received (the same). Asked by the files area's `read` resolver once the
 * file's own rules refuse, so a recipient opens what was attached for them, and nobody else does.
 */
export async function readsThroughMail(db: Db, userId: string, fileId: string): Promise<boolean> {
  const [sent] = await db
    .select({ id: mailMessages.id })
    .from(mailAttachments)
    .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
    .where(
      and(
        eq(mailAttachments.fileId, fileId),
        eq(mailMessages.senderId, userId),
        eq(mailMessages.senderRemoved, false),
      ),
    )
    .limit(1);
  if (sent) return true;
  const [received] = await db
    .select({ id: mailMessages.id })
    .from(mailAttachments)
    .innerJoin(mailMessages, eq(mailMessages.id, mailAttachments.messageId))
    .innerJoin(
      mailRecipients,
      and(eq(mailRecipients.messageId, mailMessages.id), eq(mailRecipients.userId, userId)),
    )
    .where(
      and(
        eq(mailAttachments.fileId, fileId),
        isNotNull(mailMessages.sentAt),
        eq(mailRecipients.removed, false),
      ),
    )
    .limit(1);
  return Boolean(received);
}
