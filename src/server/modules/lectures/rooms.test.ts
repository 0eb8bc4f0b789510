import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lectureSettings } from '../../db/schema';
import { type Cast, courseCast } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { openSitting } from '../../test/lectureFactories';
import { testFileApp } from '../../test/testFileApp';

/**
 * Issue 16, SPEC §3 video-meeting rooms: the three configured rooms (with the support address), the room a lecture
 * is held in, and what getCurrent adds to a lecture: its room and its sitting open now.
 */
const t = testFileApp({ env: { SUPPORT_EMAIL: 'help@school.test' } });
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

const roomA = { id: '1', room_id: 'room-a', name: 'Room A', location_id: '', email: 'help@school.test' };
const saveRoom = (lectureId: string, roomId: unknown, who = cast.teacherOwner) =>
  t.post('/api/v1/lecture/saveRoom', { lectureId, roomId }, who.session);
const current = async (lectureId: string, who = cast.studentMember) =>
  t.get(`/api/v1/lecture/getCurrent/${lectureId}`, who.session);
const storedRoom = async (lectureId: string) =>
  (await t.app.db.select().from(lectureSettings).where(eq(lectureSettings.lectureId, lectureId)))[0]?.roomId;

describe('GET /api/v1/lecture/rooms', () => {
  it('lists the three rooms with the support address, to teachers', async () => {
    const response = await t.get('/api/v1/lecture/rooms', cast.teacherOutsider.session);
    expect(response.json()).toEqual({
      code: 0,
      msg: expect.any(String),
      data: [
        roomA,
        { id: '2', room_id: 'room-b', name: 'Room B', location_id: '', email: 'help@school.test' },
        { id: '3', room_id: 'room-c', name: 'Room C', location_id: '', email: 'help@school.test' },
      ],
    });
    expect((await t.get('/api/v1/lecture/rooms', cast.studentMember.session)).statusCode).toBe(403);
    expect((await t.get('/api/v1/lecture/rooms')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/lecture/saveRoom and the lecture’s getCurrent', () => {
  it('holds the lecture in a room, which its students then read with the open sitting', async () => {
    const lecture = await createItem(t.app, cast.course);
    expect((await current(lecture.id)).json().data).toMatchObject({
      _id: lecture.id,
      room: null,
      openAttendance: null,
    });
    expect((await saveRoom(lecture.id, 'room-a')).json()).toEqual({ code: 0, msg: 'The room is saved.' });
    const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user);
    const read = await current(lecture.id);
    expect(read.json()).toMatchObject({
      code: 0,
      active: true,
      data: {
        title: lecture.title,
        room: roomA,
        openAttendance: { _id: sitting.id, startedAt: sitting.startedAt.toISOString(), endedAt: null },
      },
    });
    expect((await saveRoom(lecture.id, 'room-b', cast.coTeacher)).statusCode).toBe(200);
    expect((await current(lecture.id, cast.teacherOwner)).json().data.room.room_id).toBe('room-b');
    expect((await saveRoom(lecture.id, null, cast.admin)).json().msg).toBe('The lecture has no room now.');
    expect((await current(lecture.id)).json().data.room).toBeNull();
  });

  it('refuses a room that is not configured, or none named, and changes nothing', async () => {
    const lecture = await createItem(t.app, cast.course);
    await saveRoom(lecture.id, 'room-c');
    const unknown = await saveRoom(lecture.id, 'room-z');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 400,
      msg: 'Room: choose one of the rooms (Room A, Room B, Room C).',
      fields: { roomId: 'Room: choose one of the rooms (Room A, Room B, Room C).' },
    });
    const missing = await t.post(
      '/api/v1/lecture/saveRoom',
      { lectureId: lecture.id },
      cast.teacherOwner.session,
    );
    expect(missing.json()).toMatchObject({ code: 400, fields: { roomId: 'Room: choose one of the rooms.' } });
    const notALecture = await createItem(t.app, cast.course, { kind: 'assignment' });
    expect((await saveRoom(notALecture.id, 'room-a')).json()).toEqual({
      code: 400,
      msg: 'This is for live classes only.',
      fields: { lectureId: 'Choose a lecture, discussion, consult or team meeting.' },
    });
    expect(await storedRoom(lecture.id)).toBe('room-c');
    expect(await storedRoom(notALecture.id)).toBeUndefined();
  });

  it('is refused to students, to teachers of other courses and to nobody signed in', async () => {
    const lecture = await createItem(t.app, cast.course);
    expect((await saveRoom(lecture.id, 'room-a', cast.studentMember)).statusCode).toBe(403);
    expect((await saveRoom(lecture.id, 'room-a', cast.teacherOutsider)).statusCode).toBe(403);
    expect(
      (await t.post('/api/v1/lecture/saveRoom', { lectureId: lecture.id, roomId: 'room-a' })).statusCode,
    ).toBe(401);
    expect((await saveRoom('no-such-lecture', 'room-a')).statusCode).toBe(404);
    expect(await storedRoom(lecture.id)).toBeUndefined();
    expect((await current(lecture.id, cast.studentOutsider)).statusCode).toBe(403);
  });
});
