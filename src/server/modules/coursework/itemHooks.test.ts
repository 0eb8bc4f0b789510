import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseItems, courseworkSettings, deletedHistory, files, projectGroups } from '../../db/schema';
import { type Cast, courseCast } from '../../test/cast';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import { createFile } from '../../test/fileFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 14: an assignment, project or lab keeps its settings, attachments and groups beside its row: a course made
 * from a template gets copies (groups without their members), and a removed item comes back with them.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

describe('a course made from a template', () => {
  it('copies the settings, the attachments (the same bytes) and the groups’ names', async () => {
    const template = await createCourse(t.app, cast.teacherOwner.user, { isTemplate: true, status: 'draft' });
    await addMember(t.app, template, cast.studentMember.user);
    const project = await createItem(t.app, template, { kind: 'project', title: 'Bridge' });
    await t.app.db.insert(courseworkSettings).values({
      itemId: project.id,
      maxMark: 40,
      latePolicy: 'refuseLate',
      studentsChooseGroups: true,
      maxGroupSize: 3,
    });
    const brief = await createFile(t.app, template, cast.teacherOwner.user, {
      name: 'brief.txt',
      purpose: 'itemAttachment',
      itemId: project.id,
    });
    await t.app.db.insert(projectGroups).values({ itemId: project.id, name: 'Team A', position: 0 });
    const response = await t.post(
      '/api/v1/course/createFromTemplate',
      { templateId: template.id, name: 'Bridges, spring', startDate: '2026-01-12', endDate: '2026-03-08' },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(200);
    const courseId = response.json().data._id;
    const [copy] = await t.app.db.select().from(courseItems).where(eq(courseItems.courseId, courseId));
    const read = await t.get(`/api/v1/project/getCurrent/${copy!.id}`, cast.teacherOwner.session);
    expect(read.json().data).toMatchObject({
      maxMark: 40,
      latePolicy: 'refuseLate',
      studentsChooseGroups: true,
      maxGroupSize: 3,
      groups: [{ name: 'Team A', members: [] }],
      attachments: [{ name: 'brief.txt', courseId }],
    });
    const [copied] = await t.app.db.select().from(files).where(eq(files.itemId, copy!.id));
    expect(copied!.blobKey).toBe(brief.blobKey);
  });
});

describe('removing and restoring an assignment', () => {
  it('keeps its settings and attachments out of reach while removed, and brings them back', async () => {
    const assignment = await createItem(t.app, cast.course, { kind: 'assignment' });
    await t.app.db
      .insert(courseworkSettings)
      .values({ itemId: assignment.id, maxMark: 30, latePolicy: 'acceptLate', maxGroupSize: 4 });
    const brief = await createFile(t.app, cast.course, cast.teacherOwner.user, {
      purpose: 'itemAttachment',
      itemId: assignment.id,
    });
    await t.post('/api/v1/item/remove', { itemId: assignment.id }, cast.teacherOwner.session);
    expect((await t.get(`/api/v1/file/fileItem/${brief.id}`, cast.studentMember.session)).statusCode).toBe(
      404,
    );
    const [entry] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(and(eq(deletedHistory.type, 'courseItem'), eq(deletedHistory.entityId, assignment.id)));
    expect(entry!.snapshot).toMatchObject({ item: { content: { settings: { maxMark: 30 } } } });
    expect((await t.post('/api/v1/deleted/restore', { _id: entry!.id }, cast.admin.session)).statusCode).toBe(
      200,
    );
    const read = await t.get(`/api/v1/assignment/getCurrent/${assignment.id}`, cast.studentMember.session);
    expect(read.json().data).toMatchObject({ maxMark: 30, attachments: [{ _id: brief.id }] });
  });
});
