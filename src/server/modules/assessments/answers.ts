import { and, eq, gte, sql } from 'drizzle-orm';
import { ASSESSMENT } from '../../../core/constants';
import type { AssessmentKind } from '../../../core/itemKinds';
import {
  isMultipleAnswer,
  matchingChoices,
  matchingPrompts,
  parseMatchingAnswer,
  readNumber,
  splitAnswer,
} from '../../../core/rules/questionMarking';
import type { SavedAnswer } from '../../../core/schemas/assessments';
import { preparedPerDatabase } from '../../db/preparedPerDatabase';
import { type AttemptRow, attemptAnswers, attempts, type QuestionRow } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { type Tx, writeAlone } from '../../platform/transaction';
import { closeAttempt, isOverdue } from './closing';
import type { AnsweredAttempt } from './policy';
import { presentSavedAnswer } from './presenter';
import { rosterChange } from './roster';
import { assertAssessmentItem } from './settings';

/** The refusals of a write to an attempt that no longer takes one, in words a student can act on (issue 15). */
export const HANDED_IN = 'This attempt has been handed in; your answers up to then are kept.';
export const TIME_UP = 'Time is up: this answer came after the end of your time and was not saved.';

/**
 * Locks the attempt against being handed in while a write to it commits (a share lock: writes to one attempt do not
 * wait for each other; `update` for a write that changes the attempt itself), and refuses the write when the
 * attempt is closed or its time, with the grace, ran out.
 */
export async function lockOpenAttempt(
  tx: Tx,
  attemptId: string,
  now: Date,
  strength: 'share' | 'update' = 'share',
): Promise<AttemptRow> {
  const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for(strength);
  const refusal = closedRefusal(attempt, now);
  if (refusal) throw refusal;
  return attempt!;
}

/** Why an attempt takes no more writes (gone, handed in, or out of time with the grace); null while it does. */
function closedRefusal(attempt: AttemptRow | undefined, now: Date) {
  if (!attempt) return conflict(HANDED_IN);
  if (attempt.state !== 'open') return conflict(attempt.endedBy === 'deadline' ? TIME_UP : HANDED_IN);
  if (isOverdue(attempt, now)) return conflict(TIME_UP);
  return null;
}

/**
 * Refuses, before anything is written, a write to an attempt whose time ran out; the attempt is handed in on the
 * spot, as the deadline sweeper would.
 */
export async function refuseIfOverdue(
  ctx: ServiceContext,
  attempt: AttemptRow,
  now: Date,
  refusal = TIME_UP,
) {
  if (!isOverdue(attempt, now)) return;
  await closeAttempt(ctx, attempt.id, 'deadline', now);
  throw conflict(refusal);
}

/** 400 unless a matching answer is a list of matches offered, at most one per prompt ('' for a prompt left open). */
function assertFitsMatching(question: QuestionRow, answer: string) {
  const matches = parseMatchingAnswer(answer);
  const unreadable =
    'This answer could not be read as matches. Reload the page and choose the matches again.';
  if (!matches) throw badRequest(unreadable, { answer: 'Choose a match for each prompt.' });
  const prompts = matchingPrompts(question).length;
  if (matches.length > prompts)
    throw badRequest(`This question has ${prompts} prompts: choose at most one match for each.`, {
      answer: 'Choose one match for each prompt.',
    });
  const offered = new Set(matchingChoices(question));
  if (matches.some((match) => match !== '' && !offered.has(match)))
    throw badRequest('Choose among the matches offered.', { answer: 'Choose among the matches offered.' });
}

/**
 * 400 unless the answer fits its question: multiple choice picks offered choices, one unless several may be picked
 * (several right answers, or weights that allow several); numerical is a number; matching picks offered matches.
 * An empty answer fits every question: it clears the answer.
 */
function assertFits(question: QuestionRow, answer: string) {
  if (question.type === 'mcq') {
    const picked = splitAnswer(answer);
    if (picked.some((choice) => !question.choices.includes(choice)))
      throw badRequest('Choose among the choices offered.', { answer: 'Choose among the choices offered.' });
    if (picked.length > 1 && !isMultipleAnswer(question))
      throw badRequest('This question takes one choice.', { answer: 'Choose one choice.' });
  }
  if (answer.trim() === '') return;
  if (question.type === 'numerical' && readNumber(answer) === null)
    throw badRequest('Answer: write a number, like 3.5.', { answer: 'Write a number, like 3.5.' });
  if (question.type === 'matching') assertFitsMatching(question, answer);
}

/** Why a write to an answer was not kept: the attempt closed or ran out of time, or the write was not newer. */
async function refusalOf(
  db: ServiceContext['db'],
  attemptId: string,
  questionId: string,
  body: { answer: string; seq: number },
  now: Date,
) {
  const [attempt] = await db.select().from(attempts).where(eq(attempts.id, attemptId));
  const closed = closedRefusal(attempt, now);
  if (closed) return closed;
  const [kept] = await db
    .select()
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, questionId)));
  return conflict(
    kept?.seq === body.seq && kept.answer === body.answer
      ? 'This answer is already saved.'
      : 'A newer answer to this question is already saved.',
  );
}

/**
 * The answer written, from the attempt only while it is open and in time (`inTimeFrom`: now less the grace), which it
 * share-locks; a write not newer than the kept one changes nothing. Prepared: a full hall saves hundreds a second.
 */
const answerUpsert = preparedPerDatabase((db) =>
  db
    .insert(attemptAnswers)
    .select((qb) =>
      qb
        .select({
          attemptId: attempts.id,
          questionId: sql<string>`${sql.placeholder('questionId')}::text`,
          answer: sql<string>`${sql.placeholder('answer')}::text`,
          seq: sql<number>`${sql.placeholder('seq')}::integer`,
          savedAt: sql<Date>`${sql.placeholder('savedAt')}::timestamptz`,
          mark: sql<number | null>`null::double precision`,
          markedBy: sql<null>`null::text`,
          feedback: sql<string>`''`,
        })
        .from(attempts)
        .where(
          and(
            eq(attempts.id, sql.placeholder('attemptId')),
            eq(attempts.state, 'open'),
            gte(attempts.deadlineAt, sql.placeholder('inTimeFrom')),
          ),
        )
        .for('share')
        .getSQL(),
    )
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: { answer: sql`excluded.answer`, seq: sql`excluded.seq`, savedAt: sql`excluded.saved_at` },
      setWhere: sql`${attemptAnswers.seq} < excluded.seq`,
    })
    .returning()
    .prepare('save_answer'),
);

/**
 * POST /api/v1/{test|exam}/saveAnswer (issue 15): keeps a student's answer to one question of their open attempt,
 * acknowledged once committed. One statement writes it, only from an attempt that is open and in time, which it
 * share-locks: a hand-in (which updates the attempt) waits for the write to commit and then marks it, or comes first
 * and the write finds the attempt closed. `seq` orders the writes to one question: the upsert keeps the newest, so
 * of two writes racing the newer one stays whatever order they land in, and one not newer than the saved one is
 * refused. A save is the call a full hall makes most, so it is this one statement and one read: the access rule's,
 * which reads the question with the attempt.
 */
export async function saveAnswer(
  ctx: ServiceContext,
  { item, attempt, question }: AnsweredAttempt,
  body: { answer: string; seq: number },
  kind: AssessmentKind,
): Promise<SavedAnswer> {
  assertAssessmentItem(item, kind);
  const now = ctx.clock.now();
  await refuseIfOverdue(ctx, attempt, now);
  if (!question)
    throw badRequest('This question is not part of your attempt.', {
      questionId: 'Choose a question of this attempt.',
    });
  assertFits(question, body.answer);
  const saved = await writeAlone(
    ctx,
    async (db) => {
      const [row] = await answerUpsert(db).execute({
        attemptId: attempt.id,
        questionId: question.id,
        answer: body.answer,
        seq: body.seq,
        savedAt: now.toISOString(),
        inTimeFrom: new Date(now.getTime() - ASSESSMENT.deadlineGraceMs),
      });
      if (!row) throw await refusalOf(db, attempt.id, question.id, body, now);
      return row;
    },
    () => [rosterChange(attempt)],
  );
  return presentSavedAnswer(saved);
}
