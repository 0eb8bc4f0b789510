import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseItems, deletedHistory, lectureAttendances, lectureSettings } from '../../db/schema';
import { type Cast, courseCast } from '../../test/cast';
import { addMember, createCourse, createItem } from '../../test/courseFactories';
import { markAttendance, marksOf, openSitting, sittingRow } from '../../test/lectureFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 16: a lecture keeps its room beside its row. A course made from a template is held in the same rooms (the
 * template's sittings stay behind); a removed lecture ends its open sitting and comes back with its room.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

describe('a course made from a template', () => {
  it('holds its lectures in the template’s rooms, without the template’s sittings', async () => {
    const template = await createCourse(t.app, cast.teacherOwner.user, { isTemplate: true, status: 'draft' });
    await addMember(t.app, template, cast.studentMember.user);
    const lecture = await createItem(t.app, template, { title: 'Welcome' });
    await t.app.db.insert(lectureSettings).values({ lectureId: lecture.id, roomId: 'room-b' });
    await openSitting(t.app, lecture, cast.teacherOwner.user);
    const response = await t.post(
      '/api/v1/course/createFromTemplate',
      { templateId: template.id, name: 'Welcome, spring', startDate: '2026-01-12', endDate: '2026-03-08' },
      cast.teacherOwner.session,
    );
    expect(response.statusCode).toBe(200);
    const [copy] = await t.app.db
      .select()
      .from(courseItems)
      .where(eq(courseItems.courseId, response.json().data._id));
    const read = await t.get(`/api/v1/lecture/getCurrent/${copy!.id}`, cast.teacherOwner.session);
    expect(read.json().data).toMatchObject({
      title: 'Welcome',
      room: { room_id: 'room-b' },
      openAttendance: null,
    });
    expect(
      await t.app.db.select().from(lectureAttendances).where(eq(lectureAttendances.lectureId, copy!.id)),
    ).toEqual([]);
  });
});

describe('removing and restoring a lecture', () => {
  it('ends its open sitting, everyone in it leaving, and brings the room back', async () => {
    const lecture = await createItem(t.app, cast.course);
    await t.app.db.insert(lectureSettings).values({ lectureId: lecture.id, roomId: 'room-a' });
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user);
    await markAttendance(t.app, sitting, cast.studentMember.user, { peerId: 'peer-1', handRaised: true });
    await markAttendance(t.app, sitting, cast.classmate.user, { leftAt: new Date(Date.now() - 60_000) });

    expect(
      (await t.post('/api/v1/item/remove', { itemId: lecture.id }, cast.teacherOwner.session)).statusCode,
    ).toBe(200);
    const [removed] = await t.app.db.select().from(courseItems).where(eq(courseItems.id, lecture.id));
    const ended = await sittingRow(t.app, sitting.id);
    expect(ended.endedAt).toEqual(removed!.removedAt);
    const marks = await marksOf(t.app, sitting.id);
    expect(marks.get(cast.studentMember.user.id)).toMatchObject({
      leftAt: removed!.removedAt,
      peerId: null,
      handRaised: false,
    });
    // Who had left before keeps the time they left.
    expect(marks.get(cast.classmate.user.id)!.leftAt!.getTime()).toBeLessThan(removed!.removedAt!.getTime());
    expect(
      (await t.get(`/api/v1/attendance/getCurrent/${sitting.id}`, cast.studentMember.session)).statusCode,
    ).toBe(404);

    const [entry] = await t.app.db
      .select()
      .from(deletedHistory)
      .where(and(eq(deletedHistory.type, 'courseItem'), eq(deletedHistory.entityId, lecture.id)));
    expect(entry!.snapshot).toMatchObject({ item: { content: { roomId: 'room-a' } } });
    await t.app.db.delete(lectureSettings).where(eq(lectureSettings.lectureId, lecture.id));
    expect((await t.post('/api/v1/deleted/restore', { _id: entry!.id }, cast.admin.session)).statusCode).toBe(
      200,
    );
    const read = await t.get(`/api/v1/lecture/getCurrent/${lecture.id}`, cast.studentMember.session);
    expect(read.json().data).toMatchObject({ room: { room_id: 'room-a' }, openAttendance: null });
  });
});
