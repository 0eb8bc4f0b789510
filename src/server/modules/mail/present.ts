import { inArray } from 'drizzle-orm';
import { MAIL } from '../../../core/constants';
import { personName } from '../../../core/rules/personName';
import type { MailAddress, MailFolder, MailSummary, ShownAddress } from '../../../core/schemas/mail';
import type { Db } from '../../db/client';
import { courses, type MailMessageRow, mailAttachments, users } from '../../db/schema';
import { type PersonRow, presentPerson } from '../users/person';

/** A message as one of its holders sees it in a folder. */
export interface MailboxLine {
  message: MailMessageRow;
  sender: PersonRow;
  folder: MailFolder;
  read: boolean;
}

/** The names of the people and courses a set of addresses names, looked up once for a whole page. */
export async function addressNames(db: Db, addresses: readonly MailAddress[]) {
  const userIds = [...new Set(addresses.filter((a) => a.kind === 'user').map((a) => a.id))];
  const courseIds = [...new Set(addresses.filter((a) => a.kind !== 'user').map((a) => a.id))];
  const [people, courseRows] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, username: users.username, fullName: users.fullName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    courseIds.length
      ? db.select({ id: courses.id, name: courses.name }).from(courses).where(inArray(courses.id, courseIds))
      : [],
  ]);
  const personNames = new Map(people.map((p) => [p.id, personName(p)]));
  const courseNames = new Map(courseRows.map((c) => [c.id, c.name]));
  return (address: MailAddress): ShownAddress => {
    if (address.kind === 'user') return { ...address, name: personNames.get(address.id) ?? 'Unknown person' };
    const course = courseNames.get(address.id) ?? 'Unknown course';
    return { ...address, name: address.kind === 'course' ? course : `Teachers of ${course}` };
  };
}

export const lineDate = (message: MailMessageRow) => (message.sentAt ?? message.updatedAt).toISOString();

const previewOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAIL.previewChars ? `${flat.slice(0, MAIL.previewChars - 1)}…` : flat;
};

/** The lines of a folder's page, with their addresses named and whether they carry files. */
export async function presentLines(db: Db, lines: readonly MailboxLine[]): Promise<MailSummary[]> {
  if (lines.length === 0) return [];
  const ids = lines.map((line) => line.message.id);
  const [name, withFiles] = await Promise.all([
    addressNames(
      db,
      lines.flatMap((line) => [...line.message.to, ...line.message.cc]),
    ),
    db
      .selectDistinct({ messageId: mailAttachments.messageId })
      .from(mailAttachments)
      .where(inArray(mailAttachments.messageId, ids)),
  ]);
  const carrying = new Set(withFiles.map((row) => row.messageId));
  return lines.map(({ message, sender, folder, read }) => ({
    _id: message.id,
    folder,
    sender: presentPerson(sender),
    to: [...message.to, ...message.cc].map(name),
    subject: message.subject,
    preview: previewOf(message.bodyText),
    hasAttachments: carrying.has(message.id),
    date: lineDate(message),
    read,
  }));
}
