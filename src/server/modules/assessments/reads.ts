import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { AssessmentKind } from '../../../core/itemKinds';
import {
  type AnswerListLine,
  type AssessmentListLine,
  type AttemptDetail,
  FOCUS_LOSSES,
} from '../../../core/schemas/assessments';
import type { Db } from '../../db/client';
import {
  assessmentSettings,
  attemptAnswers,
  attempts,
  type CourseItemRow,
  focusEvents,
  questions,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { liveItemsOf } from '../courses/courseLists';
import { type CourseAccess, type ItemAccess, itemsSeenBy, memberRole } from '../courses/policy';
import { isVisibleNow } from '../courses/visibleItems';
import { peopleById } from '../coursework/presenter';
import { personColumns, presentPerson } from '../users/person';
import { attemptsLeftFor } from './attemptRows';
import { closeOverdue } from './closing';
import type { AttemptAccess } from './policy';
import { presentAttempt, presentMarkedAnswer, presentQuestion, studentSeesMarks } from './presenter';
import { attemptQuestions, loadQuestions, maxMarkOf } from './questionRows';
import { assertAssessmentItem, DEFAULT_ASSESSMENT_SETTINGS } from './settings';

/** The list lines of these items: settings, size, and for those who teach them the counts of attempts. */
async function listLines(
  db: Db,
  items: CourseItemRow[],
  withCounts: boolean,
  now: Date,
): Promise<AssessmentListLine[]> {
  if (!items.length) return [];
  const ids = items.map((item) => item.id);
  const [settings, sizes, counts] = await Promise.all([
    db.select().from(assessmentSettings).where(inArray(assessmentSettings.itemId, ids)),
    db
      .select({ itemId: questions.itemId, questionCount: count(), totalMarks: sum(questions.marks) })
      .from(questions)
      .where(inArray(questions.itemId, ids))
      .groupBy(questions.itemId),
    withCounts
      ? db
          .select({
            itemId: attempts.itemId,
            submitted: sql<number>`count(*) filter (where ${attempts.state} <> 'open')`.mapWith(Number),
            toMark: sql<number>`count(*) filter (where ${attempts.state} = 'submitted')`.mapWith(Number),
          })
          .from(attempts)
          .where(inArray(attempts.itemId, ids))
          .groupBy(attempts.itemId)
      : Promise.resolve([]),
  ]);
  return items.map((item) => {
    const size = sizes.find((s) => s.itemId === item.id);
    const tally = counts.find((c) => c.itemId === item.id);
    return {
      _id: item.id,
      kind: item.kind as AssessmentKind,
      title: item.title,
      startDate: item.startAt.toISOString(),
      endDate: item.endAt.toISOString(),
      duration: item.durationMinutes,
      active: isVisibleNow(item, now),
      startedLive: item.startedLive,
      mode: (settings.find((s) => s.itemId === item.id) ?? DEFAULT_ASSESSMENT_SETTINGS).mode,
      questionCount: size?.questionCount ?? 0,
      totalMarks: Number(size?.totalMarks ?? 0),
      submitted: withCounts ? (tally?.submitted ?? 0) : null,
      toMark: withCounts ? (tally?.toMark ?? 0) : null,
    };
  });
}

/**
 * GET /api/v1/{test|exam}/getCurentCourse/{courseId} (SPEC §7): the course's tests (or exams) the caller may see,
 * students only those visible to them now and without counts. `active`: whether students see it now.
 */
export async function courseList(
  ctx: ServiceContext,
  access: CourseAccess,
  kind: AssessmentKind,
): Promise<AssessmentListLine[]> {
  const now = ctx.clock.now();
  const items = await itemsSeenBy(ctx.db, access, await liveItemsOf(ctx.db, access.course.id, kind), now);
  return listLines(ctx.db, items, access.teaches, now);
}

/** GET /api/v1/{test|exam}/get{Test|Exam}ListOfCourse/{courseId} (SPEC §7): every one, with its counts. */
export async function listOfCourse(
  ctx: ServiceContext,
  { course }: CourseAccess,
  kind: AssessmentKind,
): Promise<AssessmentListLine[]> {
  const now = ctx.clock.now();
  const items = await liveItemsOf(ctx.db, course.id, kind);
  await closeOverdue(ctx, now, { itemIds: items.map((item) => item.id) });
  return listLines(ctx.db, items, true, now);
}

/**
 * GET /api/v1/{test|exam}/getCurrentSubmission/{itemId}/{userId} (SPEC §7): a student's attempts, newest first, and
 * how many they have left. A student asks for their own and sees marks once released; those who teach see anyone's.
 */
export async function currentSubmission(
  ctx: ServiceContext,
  caller: AuthUser,
  { item, teaches }: ItemAccess,
  userId: string,
  kind: AssessmentKind,
) {
  assertAssessmentItem(item, kind);
  if (!teaches && userId !== caller.id) throw forbidden('You can only see your own attempts.');
  await closeOverdue(ctx, ctx.clock.now(), { itemIds: [item.id], userId });
  const rows = await ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.itemId, item.id), eq(attempts.userId, userId)))
    .orderBy(desc(attempts.number));
  // Someone of the course, or who sat the test before leaving it: no name of anyone else is given out.
  const who = (await peopleById(ctx.db, [userId])).get(userId);
  if (!who || (!rows.length && !(await memberRole(ctx.db, item.courseId, userId))))
    throw notFound('No such student in this course.');
  const maxMark = maxMarkOf(await loadQuestions(ctx.db, item.id));
  return {
    student: who,
    attempts: await Promise.all(
      rows.map((row) => presentAttempt(ctx.db, row, maxMark, teaches || studentSeesMarks(row))),
    ),
    attemptsLeft: await attemptsLeftFor(ctx.db, item.id, userId),
  };
}

/**
 * GET /api/v1/{test|exam}/getCurrent{Test|Exam}List/{refId} (SPEC §7, /TestAnswerList): every attempt, by student
 * then newest first, with its answered count, its brief answers still to mark and its focus losses.
 */
export async function answerList(
  ctx: ServiceContext,
  { item }: ItemAccess,
  kind: AssessmentKind,
): Promise<AnswerListLine[]> {
  assertAssessmentItem(item, kind);
  await closeOverdue(ctx, ctx.clock.now(), { itemIds: [item.id] });
  const rows = await ctx.db
    .select({ attempt: attempts, student: personColumns })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(eq(attempts.itemId, item.id))
    .orderBy(asc(users.fullName), asc(users.id), desc(attempts.number));
  if (!rows.length) return [];
  const ids = rows.map((row) => row.attempt.id);
  const [answered, losses, itemQuestions] = await Promise.all([
    ctx.db
      .select({
        attemptId: attemptAnswers.attemptId,
        answered: sql<number>`count(*) filter (where btrim(${attemptAnswers.answer}) <> '')`.mapWith(Number),
        toMark: sql<number>`count(*) filter (where ${attemptAnswers.mark} is null)`.mapWith(Number),
      })
      .from(attemptAnswers)
      .where(inArray(attemptAnswers.attemptId, ids))
      .groupBy(attemptAnswers.attemptId),
    ctx.db
      .select({ attemptId: focusEvents.attemptId, n: count() })
      .from(focusEvents)
      .where(and(inArray(focusEvents.attemptId, ids), inArray(focusEvents.event, [...FOCUS_LOSSES])))
      .groupBy(focusEvents.attemptId),
    loadQuestions(ctx.db, item.id),
  ]);
  const maxMark = maxMarkOf(itemQuestions);
  return Promise.all(
    rows.map(async ({ attempt, student }) => {
      const tally = answered.find((a) => a.attemptId === attempt.id);
      return {
        ...(await presentAttempt(ctx.db, attempt, maxMark, true)),
        student: presentPerson(student),
        answered: tally?.answered ?? 0,
        toMark: attempt.state === 'open' ? 0 : (tally?.toMark ?? 0),
        focusLosses: losses.find((l) => l.attemptId === attempt.id)?.n ?? 0,
      };
    }),
  );
}

/**
 * GET /api/v1/{test|exam}/getCurrentAnswer/{itemId}/{attemptId} (SPEC §7, /TestAssessment): one attempt in full for
 * marking: every question with its key, the answers with their marks, and what the browser reported.
 */
export async function currentAnswer(
  ctx: ServiceContext,
  { item, attempt }: AttemptAccess,
  itemId: string,
  kind: AssessmentKind,
): Promise<AttemptDetail> {
  if (attempt.itemId !== itemId) throw notFound('No such attempt.');
  assertAssessmentItem(item, kind);
  await closeOverdue(ctx, ctx.clock.now(), { itemIds: [item.id], userId: attempt.userId });
  const [current] = await ctx.db.select().from(attempts).where(eq(attempts.id, attempt.id));
  const row = current ?? attempt;
  const asked = await attemptQuestions(ctx.db, row);
  const ids = new Set(asked.map((q) => q.id));
  const [answers, events, people] = await Promise.all([
    ctx.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, row.id)),
    ctx.db
      .select({ event: focusEvents.event, at: focusEvents.at })
      .from(focusEvents)
      .where(eq(focusEvents.attemptId, row.id))
      .orderBy(asc(focusEvents.at), asc(focusEvents.id)),
    peopleById(ctx.db, [row.userId]),
  ]);
  return {
    attempt: await presentAttempt(ctx.db, row, maxMarkOf(asked), true),
    student: people.get(row.userId) ?? { _id: row.userId, username: '', fullName: '' },
    questions: asked.map(presentQuestion),
    answers: answers.filter((a) => ids.has(a.questionId)).map((a) => presentMarkedAnswer(a, true)),
    focusEvents: events.map((e) => ({ event: e.event, at: e.at.toISOString() })),
  };
}
