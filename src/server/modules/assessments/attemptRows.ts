import { and, desc, eq, max } from 'drizzle-orm';
import { attemptsLeft } from '../../../core/rules/attemptDeadline';
import type { Db } from '../../db/client';
import { type AttemptRow, accommodations, attempts } from '../../db/schema';
import { loadAssessmentSettings } from './settings';

/** A student's latest attempt at a test, or undefined before the first. */
export async function latestAttempt(db: Db, itemId: string, userId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.itemId, itemId), eq(attempts.userId, userId)))
    .orderBy(desc(attempts.number))
    .limit(1);
  return row;
}

/**
 * A student's attempts at a test in one read, for starting one (sitting.ts): the open one, if any, and how many they
 * have begun (the number of their latest, as attemptsBegun counts). A student has a few attempts at most.
 */
export async function attemptsAtItem(
  db: Db,
  itemId: string,
  userId: string,
): Promise<{ open: AttemptRow | undefined; begun: number }> {
  const rows = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.itemId, itemId), eq(attempts.userId, userId)));
  return {
    open: rows.find((row) => row.state === 'open'),
    begun: Math.max(0, ...rows.map((row) => row.number)),
  };
}

/** How many attempts a student has begun at a test: the number of their latest. */
export async function attemptsBegun(db: Db, itemId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ begun: max(attempts.number) })
    .from(attempts)
    .where(and(eq(attempts.itemId, itemId), eq(attempts.userId, userId)));
  return row?.begun ?? 0;
}

/** A student's accommodation on a test: extra minutes and extra attempts (none without one). */
export async function accommodationOf(
  db: Db,
  itemId: string,
  userId: string,
): Promise<{ extraMinutes: number; extraAttempts: number }> {
  const [row] = await db
    .select({ extraMinutes: accommodations.extraMinutes, extraAttempts: accommodations.extraAttempts })
    .from(accommodations)
    .where(and(eq(accommodations.itemId, itemId), eq(accommodations.userId, userId)))
    .limit(1);
  return row ?? { extraMinutes: 0, extraAttempts: 0 };
}

/** The attempts a student has left at a test: the test's, plus their extra ones, less those begun. */
export async function attemptsLeftFor(db: Db, itemId: string, userId: string): Promise<number> {
  const settings = await loadAssessmentSettings(db, itemId);
  const accommodation = await accommodationOf(db, itemId, userId);
  const used = await attemptsBegun(db, itemId, userId);
  return attemptsLeft({
    attemptsAllowed: settings.attemptsAllowed,
    extraAttempts: accommodation.extraAttempts,
    used,
  });
}
