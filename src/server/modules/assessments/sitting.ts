import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AssessmentKind } from '../../../core/itemKinds';
import { attemptDeadline, attemptsLeft } from '../../../core/rules/attemptDeadline';
import { attemptOrder, inAttemptOrder } from '../../../core/rules/questionOrder';
import { itemNoun, sittingWindow } from '../../../core/rules/sittingWindow';
import type { Sitting } from '../../../core/schemas/assessments';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  type AttemptRow,
  attemptAnswers,
  attempts,
  type CourseItemRow,
  type QuestionRow,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { conflict } from '../../platform/errors';
import { writeAlone } from '../../platform/transaction';
import type { ItemAccess } from '../courses/policy';
import { accommodationOf, attemptsAtItem, attemptsLeftFor, latestAttempt } from './attemptRows';
import { closeAttempt, closeOverdue, isOverdue } from './closing';
import {
  presentAttempt,
  presentMarkedAnswer,
  presentQuestionForStudent,
  releasedKey,
  studentSeesMarks,
} from './presenter';
import { attemptQuestions, loadQuestions, maxMarkOf } from './questionRows';
import { rosterChange } from './roster';
import { assertAssessmentItem, loadAssessmentSettings } from './settings';

/** What opening an attempt already read, which showing it need not read again: it has no answers yet. */
interface JustOpened {
  questions: QuestionRow[];
  attemptsLeft: number;
}

/**
 * A student's attempt as they see it (issue 15): its questions in its own order without keys, the answers saved so
 * far, the attempts left and the server's clock. Marks, feedback and the key (presenter.ts `releasedKey`) only once
 * released.
 */
export async function presentSitting(
  db: Db,
  attempt: AttemptRow,
  now: Date,
  opened?: JustOpened,
): Promise<Sitting> {
  const questions = opened
    ? inAttemptOrder(attempt.order, opened.questions)
    : await attemptQuestions(db, attempt);
  const answers = opened
    ? []
    : await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const released = studentSeesMarks(attempt);
  const asked = new Set(questions.map((q) => q.id));
  return {
    attempt: await presentAttempt(db, attempt, maxMarkOf(questions), released),
    questions: questions.map((question) => presentQuestionForStudent(question, attempt.order)),
    answers: answers.filter((a) => asked.has(a.questionId)).map((a) => presentMarkedAnswer(a, released)),
    released: released
      ? Object.fromEntries(questions.map((q) => [q.id, { answer: releasedKey(q), feedback: q.feedback }]))
      : null,
    attemptsLeft: opened?.attemptsLeft ?? (await attemptsLeftFor(db, attempt.itemId, attempt.userId)),
    serverNow: now.toISOString(),
  };
}

/**
 * Opens the student's next attempt after the `begun` ones, if the sitting's window and their attempts allow
 * (core/rules/sittingWindow.ts), with its deadline and its order of questions and choices. 409 with the reason
 * otherwise. Its reads go out together and its write is one statement: a start is one request of a thousand in an
 * exam's first seconds, each waiting its turn for a connection (issue 40).
 */
async function openNewAttempt(
  ctx: ServiceContext,
  caller: AuthUser,
  item: CourseItemRow,
  now: Date,
  begun: number,
): Promise<{ row: AttemptRow; opened: JustOpened }> {
  const [settings, accommodation, questions] = await Promise.all([
    loadAssessmentSettings(ctx.db, item.id),
    accommodationOf(ctx.db, item.id, caller.id),
    loadQuestions(ctx.db, item.id),
  ]);
  const left = attemptsLeft({ ...settings, ...accommodation, used: begun });
  const verdict = sittingWindow({
    item: { ...item, startDate: item.startAt, endDate: item.endAt },
    mode: settings.mode,
    now,
    attemptsLeft: left,
  });
  if (!verdict.ok) throw conflict(verdict.reason);
  if (!questions.length) throw conflict(`This ${itemNoun(item)} has no questions yet.`);
  const deadlineAt = attemptDeadline({
    mode: settings.mode,
    startedAt: now,
    durationMinutes: item.durationMinutes,
    endAt: item.endAt,
    extraMinutes: accommodation.extraMinutes,
  });
  if (deadlineAt.getTime() <= now.getTime()) throw conflict(`The ${itemNoun(item)} is over.`);
  const id = randomUUID();
  // One statement, committed alone: the attempt number's unique index settles two tabs starting at once.
  const row = await writeAlone(
    ctx,
    async (db) => {
      const [inserted] = await db
        .insert(attempts)
        .values({
          id,
          itemId: item.id,
          userId: caller.id,
          number: begun + 1,
          startedAt: now,
          deadlineAt,
          order: attemptOrder(id, questions, settings),
        })
        .returning();
      return inserted!;
    },
    (inserted) => [rosterChange(inserted)],
  );
  return { row, opened: { questions, attemptsLeft: left - 1 } };
}

/**
 * POST /api/v1/{test|exam}/startAttempt (issue 15): resumes the student's open attempt, with the time really left,
 * or opens the next one. Two tabs starting at once get the same attempt: the second insert of the same attempt
 * number breaks the unique index (or, later still, finds no attempt left), and that tab resumes the first one's.
 */
export async function startAttempt(
  ctx: ServiceContext,
  caller: AuthUser,
  { item }: ItemAccess,
  kind: AssessmentKind,
): Promise<Sitting> {
  assertAssessmentItem(item, kind);
  const now = ctx.clock.now();
  const mine = await attemptsAtItem(ctx.db, item.id, caller.id);
  let attempt = mine.open;
  if (attempt && isOverdue(attempt, now)) {
    await closeAttempt(ctx, attempt.id, 'deadline', now);
    attempt = undefined;
  }
  if (!attempt)
    try {
      const { row, opened } = await openNewAttempt(ctx, caller, item, now, mine.begun);
      return presentSitting(ctx.db, row, now, opened);
    } catch (error) {
      // Another tab opened it meanwhile: its insert broke the unique index, or was counted before the check of
      // the attempts left. Either way that tab's attempt is the one to resume.
      attempt = (await attemptsAtItem(ctx.db, item.id, caller.id)).open;
      if (attempt) return presentSitting(ctx.db, attempt, now);
      if (isUniqueViolation(error))
        throw conflict('Your attempt was handed in meanwhile (in another window).');
      throw error;
    }
  return presentSitting(ctx.db, attempt, now);
}

/**
 * GET /api/v1/{test|exam}/getSubmitCurrent/{refId} (SPEC §7, issue 15): the student's latest attempt as they see
 * it, or null before the first. An attempt whose time ran out is handed in first.
 */
export async function currentSitting(
  ctx: ServiceContext,
  caller: AuthUser,
  { item }: ItemAccess,
  kind: AssessmentKind,
): Promise<Sitting | null> {
  assertAssessmentItem(item, kind);
  const now = ctx.clock.now();
  await closeOverdue(ctx, now, { itemIds: [item.id], userId: caller.id });
  const attempt = await latestAttempt(ctx.db, item.id, caller.id);
  return attempt ? presentSitting(ctx.db, attempt, now) : null;
}
