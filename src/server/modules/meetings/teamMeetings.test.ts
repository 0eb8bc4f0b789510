import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEAM_MEETING_REMINDER_MINUTES } from '../../../core/constants';
import { type CourseItemRow, notifications } from '../../db/schema';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { movableClock } from '../../test/movableClock';
import { testFileApp } from '../../test/testFileApp';
import { sendTeamMeetingReminders } from './reminderSweeper';

/**
 * Issue 16, team meetings: members of the course are invited, each accepts or declines (SPEC §3 team meeting
 * member: accept 'accepted'), they are reminded before it starts, and only those still coming enter its room.
 */
const clock = movableClock();
const t = testFileApp({ clock });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});
beforeEach(() => clock.set(new Date()));

const MINUTE = 60_000;
const meeting = (overrides: Partial<CourseItemRow> = {}) =>
  createItem(t.app, cast.course, {
    kind: 'teamMeeting',
    startAt: new Date(clock.now().getTime() + 60 * MINUTE),
    endAt: new Date(clock.now().getTime() + 120 * MINUTE),
    ...overrides,
  });
const saveMembers = (teamMeetingId: string, userIds: string[], who: Person = cast.teacherOwner) =>
  t.post('/api/v1/teammeeting/saveMembers', { teamMeetingId, userIds }, who.session);
const respond = (teamMeetingId: string, accept: string, who: Person) =>
  t.post('/api/v1/teammeeting/respond', { teamMeetingId, accept }, who.session);
const told = (userId: string, refId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.refId, refId)));

describe('POST /api/v1/teammeeting/saveMembers', () => {
  it('invites active members of the course, tells the new ones, keeps answers of those kept', async () => {
    const item = await meeting();
    const first = await saveMembers(item.id, [cast.studentMember.user.id, cast.coTeacher.user.id]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual([
      expect.objectContaining({
        _id: cast.studentMember.user.id,
        name: 'Ann Able',
        role: 'student',
        accept: 'invited',
      }),
      expect.objectContaining({ _id: cast.coTeacher.user.id, role: 'teacher', accept: 'invited' }),
    ]);
    const invitation = await told(cast.studentMember.user.id, item.id);
    expect(invitation).toHaveLength(1);
    expect(invitation[0]).toMatchObject({
      title: `You are invited to ${item.title}`,
      link: `/viewcourse/${cast.course.id}`,
    });

    expect((await respond(item.id, 'accepted', cast.studentMember)).statusCode).toBe(200);
    const second = await saveMembers(item.id, [cast.studentMember.user.id, cast.classmate.user.id]);
    expect(second.statusCode).toBe(200);
    const members = second.json().data as Array<{ _id: string; accept: string }>;
    expect(members.map((m) => [m._id, m.accept])).toEqual([
      [cast.studentMember.user.id, 'accepted'],
      [cast.classmate.user.id, 'invited'],
    ]);
    // Ann is not invited twice; Bob is told once.
    expect(await told(cast.studentMember.user.id, item.id)).toHaveLength(1);
    expect(await told(cast.classmate.user.id, item.id)).toHaveLength(1);
  });

  it('refuses, naming them, people who are not active members of the course', async () => {
    const item = await meeting();
    const reply = await saveMembers(item.id, [
      cast.studentMember.user.id,
      cast.studentOutsider.user.id,
      cast.disabled.user.id,
    ]);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().msg).toContain('Otto Outsider');
    expect(reply.json().msg).toContain('Dee Disabled');
    expect(reply.json().msg).not.toContain('Ann Able');
    expect((await saveMembers(item.id, [cast.studentMember.user.id], cast.studentMember)).statusCode).toBe(
      403,
    );
    expect((await saveMembers(item.id, [], cast.teacherOutsider)).statusCode).toBe(403);
  });
});

describe('POST /api/v1/teammeeting/respond', () => {
  it('lets an invited member answer for themself only, until the meeting ends; the teachers are told', async () => {
    const item = await meeting();
    await saveMembers(item.id, [cast.studentMember.user.id]);
    // Bob is not invited: to him the meeting does not exist.
    expect((await respond(item.id, 'accepted', cast.classmate)).json()).toEqual({
      code: 404,
      msg: 'No such item.',
    });
    expect((await respond(item.id, 'maybe', cast.studentMember)).statusCode).toBe(400);
    expect((await respond(item.id, 'declined', cast.studentMember)).statusCode).toBe(200);
    const current = await t.get(`/api/v1/teammeeting/getCurrent/${item.id}`, cast.teacherOwner.session);
    expect(current.json().data.members).toEqual([
      expect.objectContaining({ _id: cast.studentMember.user.id, accept: 'declined' }),
    ]);
    expect(current.json().data.members[0].respondedAt).not.toBeNull();
    const toTeacher = await told(cast.teacherOwner.user.id, item.id);
    expect(toTeacher.map((n) => n.title)).toContain(`Ann Able declined ${item.title}`);

    clock.advance(121 * MINUTE);
    const late = await respond(item.id, 'accepted', cast.studentMember);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('This team meeting has ended.');
  });
});

describe('who sees a team meeting', () => {
  it('shows it to the students invited, whatever their answer, and to no other student', async () => {
    const item = await meeting({ title: `Sync ${Date.now()}` });
    await saveMembers(item.id, [cast.studentMember.user.id]);
    expect((await respond(item.id, 'declined', cast.studentMember)).statusCode).toBe(200);
    const sees = async (who: Person) => {
      const course = await t.get(
        `/api/v1/course/getCurrentCourse/${cast.course.id}/${who.user.id}`,
        who.session,
      );
      const calendar = await t.get(`/api/v1/calendar/entries/${who.user.id}`, who.session);
      return {
        onCoursePage: JSON.stringify(course.json().data).includes(item.id),
        onCalendar: JSON.stringify(calendar.json().data).includes(item.title),
        opens: (await t.get(`/api/v1/teammeeting/getCurrent/${item.id}`, who.session)).statusCode,
      };
    };
    expect(await sees(cast.studentMember)).toEqual({ onCoursePage: true, onCalendar: true, opens: 200 });
    expect(await sees(cast.classmate)).toEqual({ onCoursePage: false, onCalendar: false, opens: 404 });
    expect(await sees(cast.teacherOwner)).toEqual({ onCoursePage: true, onCalendar: true, opens: 200 });
  });

  it('tells only the invited students of a change to it', async () => {
    const item = await meeting();
    await saveMembers(item.id, [cast.studentMember.user.id]);
    const renamed = await t.post(
      '/api/v1/item/update',
      { itemId: item.id, title: `Moved ${item.title}` },
      cast.teacherOwner.session,
    );
    expect(renamed.statusCode).toBe(200);
    const changed = (who: Person) =>
      told(who.user.id, item.id).then((rows) => rows.filter((row) => row.title.startsWith('Changed')));
    expect(await changed(cast.studentMember)).toHaveLength(1);
    expect(await changed(cast.classmate)).toHaveLength(0);
  });
});

describe('the team meeting reads', () => {
  it('getMemberTeamMeeting, getAllTeamMeeting and getAllMyTeamMeeting', async () => {
    const invited = await meeting();
    const notInvited = await meeting();
    await saveMembers(invited.id, [cast.studentMember.user.id, cast.classmate.user.id]);
    await respond(invited.id, 'accepted', cast.studentMember);

    const member = await t.get(
      `/api/v1/teammeeting/getMemberTeamMeeting/${cast.course.id}/${cast.studentMember.user.id}`,
      cast.studentMember.session,
    );
    expect(member.statusCode).toBe(200);
    const memberIds = member.json().data.map((m: { _id: string }) => m._id);
    expect(memberIds).toContain(invited.id);
    expect(memberIds).not.toContain(notInvited.id);
    expect(member.json().data.find((m: { _id: string }) => m._id === invited.id).accept).toBe('accepted');
    expect(
      (
        await t.get(
          `/api/v1/teammeeting/getMemberTeamMeeting/${cast.course.id}/${cast.studentMember.user.id}`,
          cast.classmate.session,
        )
      ).statusCode,
    ).toBe(403);

    const course = await t.get(
      `/api/v1/teammeeting/getAllTeamMeeting/${cast.course.id}`,
      cast.coTeacher.session,
    );
    expect(course.statusCode).toBe(200);
    expect(course.json().data.find((m: { _id: string }) => m._id === invited.id).answers).toEqual({
      invited: 1,
      accepted: 1,
      declined: 0,
    });
    expect(
      (await t.get(`/api/v1/teammeeting/getAllTeamMeeting/${cast.course.id}`, cast.studentMember.session))
        .statusCode,
    ).toBe(403);

    const mine = await t.get(
      `/api/v1/teammeeting/getAllMyTeamMeeting/${cast.classmate.user.id}`,
      cast.classmate.session,
    );
    const mineIds = mine.json().data.map((m: { _id: string }) => m._id);
    expect(mineIds).toContain(invited.id);
    expect(mineIds).not.toContain(notInvited.id);
    const teaching = await t.get(
      `/api/v1/teammeeting/getAllMyTeamMeeting/${cast.teacherOwner.user.id}`,
      cast.teacherOwner.session,
    );
    expect(teaching.json().data.find((m: { _id: string }) => m._id === notInvited.id)).toMatchObject({
      teaches: true,
      accept: null,
    });
  });
});

describe('the reminders', () => {
  it(`remind each member who has not declined once, ${TEAM_MEETING_REMINDER_MINUTES} minutes before the start`, async () => {
    const item = await meeting();
    await saveMembers(item.id, [cast.studentMember.user.id, cast.classmate.user.id, cast.coTeacher.user.id]);
    await respond(item.id, 'declined', cast.classmate);
    const reminders = async (who: Person) =>
      (await told(who.user.id, item.id)).filter((n) => n.title.startsWith(`${item.title} starts in`));

    clock.advance((60 - TEAM_MEETING_REMINDER_MINUTES) * MINUTE - 1000);
    await sendTeamMeetingReminders(t.app.ctx);
    expect(await reminders(cast.studentMember)).toHaveLength(0);

    clock.advance(1000);
    await Promise.all([sendTeamMeetingReminders(t.app.ctx), sendTeamMeetingReminders(t.app.ctx)]);
    await sendTeamMeetingReminders(t.app.ctx);
    expect(await reminders(cast.studentMember)).toHaveLength(1);
    expect(await reminders(cast.coTeacher)).toHaveLength(1);
    expect(await reminders(cast.classmate)).toHaveLength(0);
  });
});

describe("the team meeting's room", () => {
  it('admits invited members who have not declined, and not those who declined', async () => {
    const item = await meeting({ startAt: new Date(clock.now().getTime() - 10 * MINUTE) });
    await saveMembers(item.id, [cast.studentMember.user.id, cast.classmate.user.id]);
    await respond(item.id, 'declined', cast.classmate);
    const started = await t.post('/api/v1/lecture/start', { lectureId: item.id }, cast.teacherOwner.session);
    expect(started.statusCode).toBe(200);
    const attendanceId = started.json().data.attendanceId as string;
    const join = (who: Person) =>
      t.post('/api/v1/attendance/join', { lectureId: item.id, attendanceId }, who.session);
    // The teacher enters first: students are let in from then on (issue 37).
    expect((await join(cast.teacherOwner)).statusCode).toBe(200);
    expect((await join(cast.classmate)).statusCode).toBe(403);
    expect((await join(cast.studentMember)).statusCode).toBe(200);
  });
});
