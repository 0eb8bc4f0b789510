import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT } from '../../../core/constants';
import { attempts } from '../../db/schema';
import { AUTO_MARKED, createAssessment } from '../../test/assessmentFactories';
import { type Cast, courseCast } from '../../test/cast';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';
import { sweepOverdueAttempts } from './deadlineSweeper';

/**
 * Issue 15: "at the deadline the server submits the attempt even when the browser is gone". The clock is moved, not
 * waited for; the app's own sweeper is seen handing in an abandoned attempt within its period.
 */
const clock = movableClock();
const t = testFileApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date()));

const MINUTE = 60_000;
const attemptRow = async (id: string) =>
  (await t.app.db.select().from(attempts).where(eq(attempts.id, id)))[0]!;

/** The student starts the auto-marked test, answers one question right, and leaves. */
async function abandoned() {
  const { item } = await createAssessment(t.app, cast.course, { questions: AUTO_MARKED });
  const attemptId = (
    await t.post('/api/v1/test/startAttempt', { itemId: item.id }, cast.studentMember.session)
  ).json().data.attempt._id as string;
  await t.post(
    '/api/v1/test/saveAnswer',
    { attemptId, questionId: 'capital', answer: 'Paris', seq: 1 },
    cast.studentMember.session,
  );
  return { item, attemptId };
}

describe('the deadline sweeper', () => {
  it('hands in an attempt past its deadline and the grace, marked, at its deadline; not one within the grace', async () => {
    const { attemptId } = await abandoned();
    clock.advance(30 * MINUTE + ASSESSMENT.deadlineGraceMs);
    await sweepOverdueAttempts(t.app.ctx);
    expect((await attemptRow(attemptId)).state).toBe('open');
    clock.advance(1);
    // The app's own sweeper may get there first: what counts is that the attempt is handed in.
    await sweepOverdueAttempts(t.app.ctx);
    const row = await attemptRow(attemptId);
    expect(row).toMatchObject({ state: 'graded', endedBy: 'deadline', mark: 2 });
    expect(row.submittedAt).toEqual(row.deadlineAt);
  });

  it('is idempotent, and sweeps running side by side close each attempt once', async () => {
    await abandoned();
    await abandoned();
    clock.advance(31 * MINUTE);
    const closed = await Promise.all([sweepOverdueAttempts(t.app.ctx), sweepOverdueAttempts(t.app.ctx)]);
    // Never more closings than attempts (the app's own sweeper may have taken some).
    expect(closed[0]! + closed[1]!).toBeLessThanOrEqual(2);
    expect(await sweepOverdueAttempts(t.app.ctx)).toBe(0);
    const open = await t.app.db.select().from(attempts).where(eq(attempts.state, 'open'));
    expect(open).toEqual([]);
  });

  it('runs with the app: an abandoned attempt is handed in without anyone asking', async () => {
    const { attemptId } = await abandoned();
    clock.advance(31 * MINUTE);
    await vi.waitFor(async () => expect((await attemptRow(attemptId)).state).toBe('graded'), {
      timeout: ASSESSMENT.deadlineSweepMs * 3,
      interval: 100,
    });
  });

  it('is not needed by a student who comes back: their read hands the attempt in first', async () => {
    const { item, attemptId } = await abandoned();
    clock.advance(31 * MINUTE);
    const sitting = (
      await t.get(`/api/v1/test/getSubmitCurrent/${item.id}`, cast.studentMember.session)
    ).json().data;
    expect(sitting.attempt).toMatchObject({
      _id: attemptId,
      state: 'graded',
      endedBy: 'deadline',
      mark: null,
    });
  });
});
