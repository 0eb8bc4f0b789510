import { and, asc, eq, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import { MAIL } from '../../../core/constants';
import {
  type CourseTie,
  type MailSender,
  mayWriteTo,
  mayWriteToCourse,
  tieCounts,
  writableCourses,
} from '../../../core/rules/mailRecipients';
import { personName } from '../../../core/rules/personName';
import type { MailAddress, MailRecipientChoices } from '../../../core/schemas/mail';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { courseMembers, courses, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { AppError, unprocessable } from '../../platform/errors';

/** Each user's places in courses that are not removed, as the rule reads them. */
export async function tiesOf(db: Db, userIds: readonly string[]): Promise<Map<string, CourseTie[]>> {
  const ties = new Map<string, CourseTie[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return ties;
  const rows = await db
    .select({
      userId: courseMembers.userId,
      courseId: courseMembers.courseId,
      role: courseMembers.role,
      status: courses.status,
      isTemplate: courses.isTemplate,
    })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(and(inArray(courseMembers.userId, [...userIds]), isNull(courses.removedAt)));
  for (const row of rows)
    ties.get(row.userId)?.push({
      courseId: row.courseId,
      role: row.role,
      openToStudents: row.status !== 'draft' && !row.isTemplate,
    });
  return ties;
}

export async function senderOf(db: Db, caller: AuthUser): Promise<MailSender> {
  const ties = await tiesOf(db, [caller.id]);
  return { isAdmin: caller.isAdmin, ties: ties.get(caller.id) ?? [] };
}

/** Who a sent message reaches: each person once, To before Cc, the sender left out. */
export type Delivery = Map<string, 'to' | 'cc'>;

type Field = 'to' | 'cc';

/**
 * The people a message's addresses name, checked against the rule (core/rules/mailRecipients.ts): a course's
 * address reaches its members whose place counts (its teachers only, for `courseTeachers`); a person must be one
 * the sender may write to. Any refusal refuses the whole send (403), naming each refused recipient in the message
 * and under its field, so that nothing is sent to some and not to others.
 */
export async function deliveryOf(
  db: Db,
  caller: AuthUser,
  addressed: Record<Field, readonly MailAddress[]>,
): Promise<Delivery> {
  const sender = await senderOf(db, caller);
  const all = [...addressed.to, ...addressed.cc];
  const personIds = [...new Set(all.filter((a) => a.kind === 'user').map((a) => a.id))];
  const courseIds = [...new Set(all.filter((a) => a.kind !== 'user').map((a) => a.id))];
  const [people, courseRows, memberRows, personTies] = await Promise.all([
    personIds.length
      ? db
          .select({ id: users.id, username: users.username, fullName: users.fullName })
          .from(users)
          .where(and(inArray(users.id, personIds), eq(users.disabled, false)))
      : [],
    courseIds.length
      ? db
          .select({
            id: courses.id,
            name: courses.name,
            status: courses.status,
            isTemplate: courses.isTemplate,
          })
          .from(courses)
          .where(and(inArray(courses.id, courseIds), isNull(courses.removedAt)))
      : [],
    courseIds.length
      ? db
          .select({
            courseId: courseMembers.courseId,
            userId: courseMembers.userId,
            role: courseMembers.role,
          })
          .from(courseMembers)
          .innerJoin(users, eq(users.id, courseMembers.userId))
          .where(and(inArray(courseMembers.courseId, courseIds), eq(users.disabled, false)))
      : [],
    tiesOf(db, personIds),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const courseById = new Map(courseRows.map((c) => [c.id, c]));
  const refused: Record<Field, string[]> = { to: [], cc: [] };
  const delivery: Delivery = new Map();
  const deliver = (userId: string, field: Field) => {
    if (userId !== caller.id && delivery.get(userId) !== 'to') delivery.set(userId, field);
  };

  for (const field of ['to', 'cc'] as const) {
    for (const address of addressed[field]) {
      if (address.kind === 'user') {
        const person = personById.get(address.id);
        if (!person) refused[field].push('an unknown person');
        else if (person.id !== caller.id && !mayWriteTo(sender, personTies.get(person.id) ?? []))
          refused[field].push(personName(person));
        else deliver(person.id, field);
        continue;
      }
      const course = courseById.get(address.id);
      if (!course) {
        refused[field].push('an unknown course');
        continue;
      }
      const label = address.kind === 'course' ? course.name : `the teachers of ${course.name}`;
      if (!mayWriteToCourse(sender, course.id)) {
        refused[field].push(label);
        continue;
      }
      const openToStudents = course.status !== 'draft' && !course.isTemplate;
      for (const member of memberRows) {
        if (member.courseId !== course.id) continue;
        if (address.kind === 'courseTeachers' && member.role === 'student') continue;
        if (tieCounts({ courseId: course.id, role: member.role, openToStudents }))
          deliver(member.userId, field);
      }
    }
  }

  const names = [...refused.to, ...refused.cc];
  if (names.length > 0) {
    const fields: Record<string, string> = {};
    for (const field of ['to', 'cc'] as const)
      if (refused[field].length) fields[field] = `You cannot write to ${refused[field].join(', ')}.`;
    throw new AppError(403, `You cannot write to ${names.join(', ')}. Nothing was sent.`, fields);
  }
  if (delivery.size === 0)
    throw unprocessable('Add at least one recipient: nobody would receive this message.', {
      to: 'To: add at least one recipient.',
    });
  return delivery;
}

/**
 * GET /api/v1/mail/recipients: the people and courses the caller may write to whose name (or username) holds the
 * words: an administrator anyone, others the members of their courses and those courses.
 */
export async function recipientChoices(db: Db, caller: AuthUser, q: string): Promise<MailRecipientChoices> {
  const sender = await senderOf(db, caller);
  const courseIds = [...writableCourses(sender)];
  if (!sender.isAdmin && courseIds.length === 0) return { people: [], courses: [] };
  const pattern = containsPattern(q);
  const personMatch = q ? or(ilike(users.fullName, pattern), ilike(users.username, pattern)) : undefined;
  const peopleQuery = sender.isAdmin
    ? db
        .selectDistinct({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          role: users.role,
        })
        .from(users)
        .where(and(eq(users.disabled, false), ne(users.id, caller.id), personMatch))
    : db
        .selectDistinct({
          id: users.id,
          username: users.username,
          fullName: users.fullName,
          role: users.role,
        })
        .from(courseMembers)
        .innerJoin(users, eq(users.id, courseMembers.userId))
        .innerJoin(courses, eq(courses.id, courseMembers.courseId))
        .where(
          and(
            inArray(courseMembers.courseId, courseIds),
            or(
              ne(courseMembers.role, 'student'),
              and(ne(courses.status, 'draft'), eq(courses.isTemplate, false)),
            ),
            eq(users.disabled, false),
            ne(users.id, caller.id),
            personMatch,
          ),
        );
  const [people, courseRows] = await Promise.all([
    peopleQuery.orderBy(asc(users.fullName), asc(users.username)).limit(MAIL.choicesMax),
    db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(
        and(
          isNull(courses.removedAt),
          sender.isAdmin ? undefined : inArray(courses.id, courseIds),
          q ? ilike(courses.name, pattern) : undefined,
        ),
      )
      .orderBy(asc(courses.name))
      .limit(MAIL.choicesMax),
  ]);
  return {
    people: people.map((p) => ({ _id: p.id, username: p.username, fullName: p.fullName, role: p.role })),
    courses: courseRows.map((c) => ({ _id: c.id, name: c.name })),
  };
}
