import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accommodations,
  assessmentSettings,
  attempts,
  courseItems,
  deletedHistory,
  questions,
} from '../../db/schema';
import { addQuestions, attemptWith, sampleQuestion } from '../../test/authoringFactories';
import { type Cast, courseCast } from '../../test/cast';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 15: a test keeps its settings and questions beside its row. A course made from a template gets copies of
 * them (not the template's attempts, nor its students' accommodations); a removed test comes back with them.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const settings = {
  mode: 'offline' as const,
  attemptsAllowed: 3,
  shuffleQuestions: true,
  shuffleChoices: true,
  allowAnswerFile: false,
};
const authored = async (kind: string, itemId: string) =>
  (await t.get(`/api/v1/${kind}/getQuestions/${itemId}`, cast.teacherOwner.session)).json().data;

describe('a course made from a template', () => {
  it('copies a test’s settings and questions, but not its attempts or accommodations', async () => {
    const template = await createCourse(t.app, cast.teacherOwner.user, { isTemplate: true, status: 'draft' });
    await addMember(t.app, template, cast.studentMember.user);
    const exam = await createItem(t.app, template, { kind: 'exam', title: 'Final' });
    await t.app.db.insert(assessmentSettings).values({ itemId: exam.id, ...settings });
    const list = [sampleQuestion(), sampleQuestion({ type: 'brief', choices: [], answer: '', marks: 10 })];
    await addQuestions(t.app, exam, list);
    await attemptWith(t.app, exam, cast.studentMember.user, []);
    await t.app.db
      .insert(accommodations)
      .values({ itemId: exam.id, userId: cast.studentMember.user.id, extraMinutes: 20, extraAttempts: 0 });
    const response = await t.post(
      '/api/v1/course/createFromTemplate',
      { templateId: template.id, name: 'Finals, spring', startDate: '2026-01-12', endDate: '2026-03-08' },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(200);
    const [copy] = await t.app.db
      .select()
      .from(courseItems)
      .where(eq(courseItems.courseId, response.json().data._id));
    expect(await authored('exam', copy!.id)).toEqual({
      settings,
      questions: list,
      accommodations: [],
      attemptCount: 0,
    });
    expect(await t.app.db.select().from(attempts).where(eq(attempts.itemId, copy!.id))).toEqual([]);
  });
});

describe('removing and restoring a test', () => {
  it('keeps its settings and questions in the deleted history, and brings them back with it', async () => {
    const item = await createItem(t.app, cast.course, { kind: 'test' });
    await t.app.db.insert(assessmentSettings).values({ itemId: item.id, ...settings });
    const list = [sampleQuestion({ _id: 'one' }), sampleQuestion({ _id: 'two' })];
    await addQuestions(t.app, item, list);
    await t.post('/api/v1/item/remove', { itemId: item.id }, cast.teacherOwner.session);
    expect((await t.get(`/api/v1/test/getQuestions/${item.id}`, cast.teacherOwner.session)).statusCode).toBe(
      404,
    );
    const [entry] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(and(eq(deletedHistory.type, 'courseItem'), eq(deletedHistory.entityId, item.id)));
    expect(entry!.snapshot).toMatchObject({ item: { content: { settings, questions: list } } });
    // Should the rows go meanwhile, the restore writes them back from the history.
    await t.app.db.delete(questions).where(eq(questions.itemId, item.id));
    await t.app.db.delete(assessmentSettings).where(eq(assessmentSettings.itemId, item.id));
    expect((await t.post('/api/v1/deleted/restore', { _id: entry!.id }, cast.admin.session)).statusCode).toBe(
      200,
    );
    expect(await authored('test', item.id)).toMatchObject({ settings, questions: list });
  });
});
