import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultBookings, notifications, teamMeetingMembers } from '../../db/schema';
import { type Cast, courseCast } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 16: discussions, consults and team meetings meet live as lectures do (one room, sittings, attendance). A
 * consult's room admits its teachers and the students who booked it; a team meeting's its teachers and the members
 * who have not declined; a start tells only those it admits.
 */
const t = testFileApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const start = (lectureId: string) =>
  t.post('/api/v1/lecture/start', { lectureId }, cast.teacherOwner.session);
const join = (lectureId: string, attendanceId: string, session = cast.studentMember.session) =>
  t.post('/api/v1/attendance/join', { lectureId, attendanceId }, session);
/** The teacher starts it and enters, which lets the students in and tells them (issue 37). */
const startAndEnter = async (lectureId: string) => {
  const { attendanceId } = (await start(lectureId)).json().data;
  expect((await join(lectureId, attendanceId, cast.teacherOwner.session)).json()).toMatchObject({ code: 0 });
  return { attendanceId };
};
const toldOfStart = async (itemId: string) =>
  (
    await t.app.db
      .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.refId, itemId), eq(notifications.type, 'notification')))
  ).sort((a, b) => a.userId.localeCompare(b.userId));

describe('items that meet live', () => {
  it('opens a discussion sitting like a lecture, and its students are sent to the discussion', async () => {
    const discussion = await createItem(t.app, cast.course, { kind: 'discussion', title: 'Ethics of AI' });
    const { attendanceId } = (await start(discussion.id)).json().data;
    expect((await join(discussion.id, attendanceId)).json()).toMatchObject({ code: 0 });
    const told = await toldOfStart(discussion.id);
    expect(told.map((n) => n.userId)).toContain(cast.studentMember.user.id);
    expect(told[0]).toMatchObject({
      title: 'Discussion started: Ethics of AI',
      link: `/joindiscussion/${cast.course.id}/${discussion.id}`,
    });
  });

  it('admits to a consult only the students who booked it, and tells only them', async () => {
    const consult = await createItem(t.app, cast.course, { kind: 'consult', title: 'Office hour' });
    await t.app.db
      .insert(consultBookings)
      .values({ consultId: consult.id, userId: cast.classmate.user.id, bookedAt: new Date() });
    const { attendanceId } = await startAndEnter(consult.id);

    expect((await join(consult.id, attendanceId)).json()).toEqual({
      code: 403,
      msg: 'Book this consult first: only students who booked it can join.',
    });
    expect((await join(consult.id, attendanceId, cast.classmate.session)).json()).toMatchObject({ code: 0 });
    expect((await join(consult.id, attendanceId, cast.coTeacher.session)).json()).toMatchObject({ code: 0 });
    expect(await toldOfStart(consult.id)).toEqual([
      {
        userId: cast.classmate.user.id,
        title: 'Consult started: Office hour',
        link: `/waitlecture/${cast.course.id}/${consult.id}`,
      },
    ]);
  });

  it("admits to a team meeting its members who have not declined, and reads as a class's room", async () => {
    const meeting = await createItem(t.app, cast.course, { kind: 'teamMeeting', title: 'Team sync' });
    await t.app.db.insert(teamMeetingMembers).values([
      { meetingId: meeting.id, userId: cast.studentMember.user.id, accept: 'accepted' },
      { meetingId: meeting.id, userId: cast.classmate.user.id, accept: 'declined' },
    ]);
    const { attendanceId } = await startAndEnter(meeting.id);

    const room = await t.get(`/api/v1/attendance/room/${meeting.id}`, cast.studentMember.session);
    expect(room.json()).toMatchObject({
      code: 0,
      data: { _id: meeting.id, kind: 'teamMeeting', room: null, openAttendance: { _id: attendanceId } },
    });
    expect((await join(meeting.id, attendanceId)).json()).toMatchObject({ code: 0 });
    expect((await join(meeting.id, attendanceId, cast.classmate.session)).json()).toEqual({
      code: 403,
      msg: 'Only those invited to this team meeting can join it.',
    });
    expect((await t.get(`/api/v1/attendance/room/${meeting.id}`, cast.classmate.session)).statusCode).toBe(
      403,
    );
    expect((await toldOfStart(meeting.id)).map((n) => n.userId)).toEqual([cast.studentMember.user.id]);
  });

  it('refuses a class of an item that does not meet live', async () => {
    const lab = await createItem(t.app, cast.course, { kind: 'lab' });
    expect((await t.get(`/api/v1/attendance/room/${lab.id}`, cast.teacherOwner.session)).json()).toEqual({
      code: 404,
      msg: 'No such lecture.',
    });
  });
});
