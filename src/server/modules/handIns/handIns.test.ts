import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAND_IN_NOTICES } from '../../../core/constants';
import { handInsToTell, notifications } from '../../db/schema';
import { createAssessment } from '../../test/assessmentFactories';
import { type Cast, courseCast, type Person, person } from '../../test/cast';
import { addMember, createItem } from '../../test/courseFactories';
import { newDataFolder, withApp } from '../../test/dataFolder';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';
import { closeOverdue } from '../assessments/closing';
import { tellDueHandIns } from './tellHandIns';

/**
 * Issue 37: "a notification to the teacher when work is handed in (batched, not one per student in a minute)". The
 * course's teachers hear of an item's hand-ins at most once per HAND_IN_NOTICES.batchMs, told how many, with the
 * marking page; the hand-ins wait in the database, so a restart loses none, and two sweeps tell a batch once.
 */
const SECOND = 1000;

async function handIn(app: FastifyInstance, itemId: string, who: Person) {
  const headers = { ...who.session.headers, 'content-type': 'application/json' };
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers });
  await post('/api/v1/submission/saveAnswer', { itemId, answer: 'My essay.' });
  expect((await post('/api/v1/submission/submit', { itemId })).statusCode).toBe(200);
}

const toldOf = (app: FastifyInstance, itemId: string, who: Person) =>
  app.db
    .select({ title: notifications.title, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.refId, itemId)))
    .orderBy(notifications.createdAt);

describe('hand-in notifications to the teachers, batched', () => {
  const clock = movableClock();
  const t = testFileApp({ clock });
  let cast: Cast;
  beforeAll(async () => {
    cast = await courseCast(t.app);
  });

  it('tells each teacher once of three hand-ins within the window, and of a later one in a batch of its own', async () => {
    const essay = await createItem(t.app, cast.course, { kind: 'assignment', title: 'Essay 1' });
    const byHand = await createItem(t.app, cast.course, { kind: 'assignment', title: 'Handout' });
    const third = await person(t.app, { fullName: 'Cid Third' });
    await addMember(t.app, cast.course, third.user);

    await handIn(t.app, essay.id, cast.studentMember);
    clock.advance(20 * SECOND);
    await handIn(t.app, essay.id, cast.classmate);
    await handIn(t.app, byHand.id, cast.classmate);
    clock.advance(20 * SECOND);
    await handIn(t.app, essay.id, third);
    await tellDueHandIns(t.app.ctx);
    expect(await toldOf(t.app, essay.id, cast.teacherOwner)).toEqual([]);

    clock.advance(HAND_IN_NOTICES.batchMs - 40 * SECOND);
    await tellDueHandIns(t.app.ctx);
    const told = {
      title: '3 students handed in Essay 1',
      message: `Assignment in ${cast.course.name}`,
      link: `/assessmentassignmentlist/${cast.course.id}/${essay.id}`,
    };
    for (const teacher of [cast.teacherOwner, cast.coTeacher])
      expect(await toldOf(t.app, essay.id, teacher)).toEqual([told]);
    // Students hear nothing of each other's work; another item's hand-in is a batch of its own, due a window after it.
    expect(await toldOf(t.app, essay.id, cast.studentMember)).toEqual([]);
    expect(await toldOf(t.app, byHand.id, cast.teacherOwner)).toEqual([]);
    clock.advance(20 * SECOND);
    await tellDueHandIns(t.app.ctx);
    expect(await toldOf(t.app, byHand.id, cast.teacherOwner)).toEqual([
      { ...told, title: '1 student handed in Handout', link: told.link.replace(essay.id, byHand.id) },
    ]);

    // Handed in again after the batch went: the next batch, a window after it.
    await t.post(
      '/api/v1/submission/saveAnswer',
      { itemId: essay.id, answer: 'Better.' },
      cast.classmate.session,
    );
    clock.advance(SECOND);
    await handIn(t.app, essay.id, cast.classmate);
    clock.advance(HAND_IN_NOTICES.batchMs - 2 * SECOND);
    await tellDueHandIns(t.app.ctx);
    expect(await toldOf(t.app, essay.id, cast.teacherOwner)).toHaveLength(1);
    clock.advance(2 * SECOND);
    await Promise.all([tellDueHandIns(t.app.ctx), tellDueHandIns(t.app.ctx)]);
    expect(await toldOf(t.app, essay.id, cast.teacherOwner)).toEqual([
      told,
      { ...told, title: '1 student handed in Essay 1' },
    ]);
    expect(await t.app.db.select().from(handInsToTell)).toEqual([]);
  });

  it('tells of test attempts handed in, by the student or by the clock', async () => {
    const { item: quiz } = await createAssessment(t.app, cast.course);
    for (const who of [cast.studentMember, cast.classmate]) {
      const start = await t.post('/api/v1/test/startAttempt', { itemId: quiz.id }, who.session);
      expect(start.statusCode).toBe(200);
      if (who === cast.studentMember) {
        const attemptId = start.json().data.attempt._id;
        await t.post('/api/v1/test/submitAttempt', { attemptId }, who.session);
      }
    }
    // The classmate's browser is gone: the deadline hands the attempt in.
    clock.advance(31 * 60 * SECOND);
    await closeOverdue(t.app.ctx, clock.now());
    clock.advance(HAND_IN_NOTICES.batchMs);
    await tellDueHandIns(t.app.ctx);
    expect(await toldOf(t.app, quiz.id, cast.coTeacher)).toEqual([
      {
        title: `2 students handed in ${quiz.title}`,
        message: `Test in ${cast.course.name}`,
        link: `/TestAnswerList/${cast.course.id}/${quiz.id}`,
      },
    ]);
  });

  it('drops the hand-ins of an item removed before they were told', async () => {
    const gone = await createItem(t.app, cast.course, { kind: 'lab' });
    await handIn(t.app, gone.id, cast.studentMember);
    expect(
      (await t.post('/api/v1/item/remove', { itemId: gone.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(200);
    clock.advance(HAND_IN_NOTICES.batchMs);
    await tellDueHandIns(t.app.ctx);
    expect(await toldOf(t.app, gone.id, cast.teacherOwner)).toEqual([]);
    expect(await t.app.db.select().from(handInsToTell).where(eq(handInsToTell.itemId, gone.id))).toEqual([]);
  });
});

describe('hand-ins across a restart', () => {
  const folder = newDataFolder('hand-ins');
  afterAll(() => folder.remove());

  it('tells of work handed in before the server stopped once it is back', async () => {
    const { cast, essay } = await withApp(folder, async (first) => {
      const cast = await courseCast(first);
      const essay = await createItem(first, cast.course, { kind: 'assignment', title: 'Essay 1' });
      await handIn(first, essay.id, cast.studentMember);
      await handIn(first, essay.id, cast.classmate);
      return { cast, essay };
    });

    await withApp(folder, async (again) => {
      await tellDueHandIns({
        ...again.ctx,
        clock: movableClock(new Date(Date.now() + HAND_IN_NOTICES.batchMs)),
      });
      expect((await toldOf(again, essay.id, cast.teacherOwner)).map((row) => row.title)).toEqual([
        '2 students handed in Essay 1',
      ]);
    });
  }, 120_000);
});
