import { and, eq, isNull } from 'drizzle-orm';
import { access, inBody } from '../../../core/contracts/access';
import type { MailArrivedEvent, MailDraft } from '../../../core/schemas/mail';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import type { Db } from '../../db/client';
import { mailAttachments, mailMessages, mailRecipients, users } from '../../db/schema';
import type { DecideAccess } from '../../platform/access';
import type { AuthUser } from '../../platform/actor';
import { notFound } from '../../platform/errors';
import { emitTo } from '../../platform/liveEvents';
import { userRoom } from '../../platform/rooms';
import { inTransaction, type Tx } from '../../platform/transaction';
import { htmlToPlainText } from '../../text/plainText';
import { type MailContext, queueCopies } from './emailCopy';
import { ownCopy } from './mailbox';
import { deliveryOf } from './recipients';

const readFile = access.file('read', inBody('fileId'));

/**
 * Every file attached must be one the sender may read (a course's material they attend, their own upload for
 * mail, a file mail brought them), asked of the files area's own `read` resolver: a 404 or 403 for any refuses the
 * whole save or send.
 */
async function assertAttachable(
  ctx: MailContext,
  decideAccess: DecideAccess,
  caller: AuthUser,
  fileIds: string[],
) {
  for (const fileId of new Set(fileIds))
    await decideAccess(readFile, caller, { params: {}, query: {}, body: { fileId }, options: {} }, ctx);
}

/** A message this one answers or forwards must be one of the caller's own copies. */
async function assertLinksOwned(db: Db, caller: AuthUser, draft: MailDraft) {
  for (const linked of [draft.inReplyToId, draft.forwardedFromId])
    if (linked) await ownCopy(db, caller.id, linked);
}

/** The caller's draft named by `draftId`: theirs, not sent, not deleted (it may sit in the trash). */
async function ownDraft(db: Db, caller: AuthUser, draftId: string) {
  const [draft] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.id, draftId),
        eq(mailMessages.senderId, caller.id),
        isNull(mailMessages.sentAt),
        eq(mailMessages.senderRemoved, false),
      ),
    )
    .limit(1);
  if (!draft) throw notFound('No such draft in your mail: it may have been sent or deleted.');
  return draft.id;
}

/** Writes the message row (new, or over the draft) with its attachments; returns its id. */
async function writeMessage(
  tx: Tx,
  caller: AuthUser,
  draft: MailDraft,
  state: { sentAt: Date | null; now: Date },
): Promise<string> {
  const fields = {
    subject: draft.subject,
    body: draft.body,
    bodyText: htmlToPlainText(draft.body),
    to: draft.to,
    cc: draft.cc,
    inReplyToId: draft.inReplyToId ?? null,
    forwardedFromId: draft.forwardedFromId ?? null,
    sentAt: state.sentAt,
    senderFolder: state.sentAt ? ('sent' as const) : ('drafts' as const),
    updatedAt: state.now,
  };
  let messageId: string;
  if (draft.draftId) {
    messageId = draft.draftId;
    await tx.update(mailMessages).set(fields).where(eq(mailMessages.id, messageId));
    await tx.delete(mailAttachments).where(eq(mailAttachments.messageId, messageId));
  } else {
    const [row] = await tx
      .insert(mailMessages)
      .values({ ...fields, senderId: caller.id, createdAt: state.now })
      .returning({ id: mailMessages.id });
    messageId = row!.id;
  }
  const fileIds = [...new Set(draft.attachmentIds)];
  if (fileIds.length)
    await tx.insert(mailAttachments).values(fileIds.map((fileId) => ({ messageId, fileId })));
  return messageId;
}

/** POST /api/v1/mail/saveDraft: saves a new draft, or over the caller's draft; nothing is checked but files. */
export async function saveDraft(
  ctx: MailContext,
  decideAccess: DecideAccess,
  caller: AuthUser,
  draft: MailDraft,
): Promise<{ _id: string }> {
  if (draft.draftId) await ownDraft(ctx.db, caller, draft.draftId);
  await assertAttachable(ctx, decideAccess, caller, draft.attachmentIds);
  await assertLinksOwned(ctx.db, caller, draft);
  const _id = await inTransaction(ctx, (tx) =>
    writeMessage(tx, caller, draft, { sentAt: null, now: ctx.clock.now() }),
  );
  return { _id };
}

/**
 * POST /api/v1/mail/send: every recipient allowed (core/rules/mailRecipients.ts) and every file readable, or
 * nothing is sent; then, in one transaction, the message (over the draft, if it was one), one row per person it
 * reaches, and after the commit each recipient's sockets told (`mail` to `user:<id>`) and the copies by email
 * queued for those who asked.
 */
export async function sendMessage(
  ctx: MailContext,
  decideAccess: DecideAccess,
  caller: AuthUser,
  draft: MailDraft,
): Promise<{ _id: string; recipients: number }> {
  if (draft.draftId) await ownDraft(ctx.db, caller, draft.draftId);
  const delivery = await deliveryOf(ctx.db, caller, draft);
  await assertAttachable(ctx, decideAccess, caller, draft.attachmentIds);
  await assertLinksOwned(ctx.db, caller, draft);
  const now = ctx.clock.now();
  const recipientIds = [...delivery.keys()];
  const _id = await inTransaction(ctx, async (tx) => {
    const messageId = await writeMessage(tx, caller, draft, { sentAt: now, now });
    await tx
      .insert(mailRecipients)
      .values(recipientIds.map((userId) => ({ messageId, userId, kind: delivery.get(userId)! })));
    const event: MailArrivedEvent = { messageId };
    tx.afterCommit(emitTo(recipientIds.map(userRoom), REALTIME_EVENTS.mail, event));
    const [sender] = await tx
      .select({ username: users.username, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, caller.id));
    tx.afterCommitRun(
      queueCopies(ctx, recipientIds, {
        messageId,
        sender: sender!,
        subject: draft.subject,
        body: draft.body,
        bodyText: htmlToPlainText(draft.body),
      }),
    );
    return messageId;
  });
  return { _id, recipients: recipientIds.length };
}
