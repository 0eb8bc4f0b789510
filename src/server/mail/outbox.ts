import { count, desc, eq } from 'drizzle-orm';
import type { OutboxMail } from '../../core/schemas/users';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** The newest mails first, optionally for one recipient (admins read it when no SMTP relay is set). */
export async function listOutbox(db: Db, page: { limit: number; offset: number; to?: string }) {
  const where = page.to ? eq(mailOutbox.to, page.to) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  const data: OutboxMail[] = rows.map((row) => ({
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    kind: row.kind,
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  }));
  return { data, total: total?.n ?? 0 };
}
