import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { personalDescriptionSchema } from '../../../core/schemas/qualifications';
import type { Db } from '../../db/client';
import { personalDescriptions, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import { forbidden, notFound } from '../../platform/errors';
import { followsStudent } from './policy';

/**
 * SPEC §2 /personalDescription/{userName} (issue 35): a student writes their own personal description; they, the
 * teachers of their courses and administrators read it. Anyone else is refused, and an unknown name is 404.
 */
export async function readDescription(
  db: Db,
  caller: AuthUser,
  userName: string,
): Promise<z.input<typeof personalDescriptionSchema>> {
  const [user] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName, role: users.role })
    .from(users)
    .where(eq(users.username, userName.toLowerCase()))
    .limit(1);
  if (user?.role !== 'student') throw notFound('No student has this user name.');
  if (!(await followsStudent(db, caller, user.id)))
    throw forbidden("You can read the personal descriptions of your own courses' students only.");
  const [description] = await db
    .select()
    .from(personalDescriptions)
    .where(eq(personalDescriptions.userId, user.id))
    .limit(1);
  return {
    user: { _id: user.id, username: user.username, fullName: user.fullName },
    text: description?.text ?? '',
    updatedAt: description?.updatedAt.toISOString() ?? null,
    canEdit: caller.id === user.id,
  };
}

export async function saveDescription(db: Db, student: AuthUser, text: string, now: Date) {
  await db
    .insert(personalDescriptions)
    .values({ userId: student.id, text, updatedAt: now })
    .onConflictDoUpdate({ target: personalDescriptions.userId, set: { text, updatedAt: now } });
}
