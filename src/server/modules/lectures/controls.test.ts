import { beforeAll, describe, expect, it } from 'vitest';
import type { LectureEvent } from '../../../core/schemas/realtimeNames';
import { type Cast, courseCast, type Person } from '../../test/cast';
import { createItem } from '../../test/courseFactories';
import { markAttendance, marksOf, openSitting, sittingRow } from '../../test/lectureFactories';
import { caughtUp, collect, publish } from '../../test/realtimeClient';
import { type Online, socketTestApp } from '../../test/socketTestApp';

/**
 * Issue 16: in the class. A person leaves (twice is no harm) and raises their hand (only while in the room); the
 * teacher mutes one or all, removes someone (who is told, then taken out of the lecture's room), puts someone in
 * the spotlight and lowers a hand. The lecture's room hears each change once it has committed.
 */
const t = socketTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

/** A lecture with an open sitting that the two students are in, each with a page in the lecture's room. */
async function classInSession() {
  const lecture = await createItem(t.app, cast.course);
  const sitting = await openSitting(t.app, lecture, cast.teacherOwner.user);
  for (const who of [cast.teacherOwner, cast.studentMember, cast.classmate])
    await markAttendance(t.app, sitting, who.user, { peerId: `peer-${who.user.id}` });
  const pages: Online[] = [];
  for (const who of [cast.studentMember, cast.classmate]) {
    const page = await t.goOnline(who);
    expect(
      await publish(page.socket, { name: 'lecture', options: { lectureId: lecture.id }, join: true }),
    ).toMatchObject({ code: 0 });
    pages.push(page);
  }
  const heard = pages.map((page) => collect<LectureEvent>(page.socket, 'lecture'));
  const settle = async () => {
    for (const page of pages) await caughtUp(t.app, page.socket);
  };
  const event = (change: LectureEvent['change'], userId?: string) => ({
    lectureId: lecture.id,
    attendanceId: sitting.id,
    change,
    ...(userId ? { userId } : {}),
  });
  return { lecture, sitting, pages, heard, settle, event };
}

const body = (lecture: { id: string }, sitting: { id: string }, extra: object = {}) => ({
  lectureId: lecture.id,
  attendanceId: sitting.id,
  ...extra,
});
const control = (
  lecture: { id: string },
  sitting: { id: string },
  action: string,
  userId?: string,
  who: Person = cast.teacherOwner,
) => t.post('/api/v1/lecture/control', body(lecture, sitting, { action, userId }), who.session);

describe('POST /api/v1/attendance/leave', () => {
  it('takes the caller out of the room now, their peer id gone and hand down; twice is no harm', async () => {
    const { lecture, sitting, heard, settle, event } = await classInSession();
    await t.post(
      '/api/v1/attendance/hand',
      body(lecture, sitting, { raised: true }),
      cast.studentMember.session,
    );
    const leave = () =>
      t.post('/api/v1/attendance/leave', body(lecture, sitting), cast.studentMember.session);
    expect((await leave()).json()).toEqual({ code: 0, msg: 'You left the class.' });
    expect((await marksOf(t.app, sitting.id)).get(cast.studentMember.user.id)).toMatchObject({
      leftAt: expect.any(Date),
      peerId: null,
      handRaised: false,
    });
    expect((await leave()).statusCode).toBe(200);
    // Never joined: nothing to do, and nobody told.
    expect(
      (await t.post('/api/v1/attendance/leave', body(lecture, sitting), cast.coTeacher.session)).statusCode,
    ).toBe(200);
    await settle();
    const mine = cast.studentMember.user.id;
    expect(heard[1]).toEqual([event('hand', mine), event('left', mine)]);
  });

  it('refuses a sitting of another lecture and those outside the course', async () => {
    const { lecture, sitting } = await classInSession();
    const other = await createItem(t.app, cast.course);
    expect(
      (await t.post('/api/v1/attendance/leave', body(other, sitting), cast.studentMember.session)).json(),
    ).toEqual({ code: 404, msg: 'No such class.' });
    for (const who of [cast.studentOutsider, cast.admin])
      expect((await t.post('/api/v1/attendance/leave', body(lecture, sitting), who.session)).statusCode).toBe(
        403,
      );
    expect((await marksOf(t.app, sitting.id)).get(cast.studentMember.user.id)!.leftAt).toBeNull();
  });
});

describe('POST /api/v1/attendance/hand', () => {
  it('raises and lowers the caller’s hand while they are in the room, and the room hears it', async () => {
    const { lecture, sitting, heard, settle, event } = await classInSession();
    const hand = (raised: unknown, who: Person = cast.classmate) =>
      t.post('/api/v1/attendance/hand', body(lecture, sitting, { raised }), who.session);
    expect((await hand(true)).json()).toEqual({ code: 0, msg: 'Your hand is up.' });
    expect((await marksOf(t.app, sitting.id)).get(cast.classmate.user.id)!.handRaised).toBe(true);
    expect((await hand(false)).json().msg).toBe('Your hand is down.');
    expect((await hand('yes')).json()).toMatchObject({
      code: 400,
      fields: { raised: 'Hand: say whether it is raised (true or false).' },
    });
    expect((await hand(true, cast.coTeacher)).json()).toEqual({ code: 409, msg: 'Join the class first.' });
    await t.post('/api/v1/attendance/leave', body(lecture, sitting), cast.classmate.session);
    expect((await hand(true)).json()).toEqual({ code: 409, msg: 'Join the class first.' });
    expect((await marksOf(t.app, sitting.id)).get(cast.classmate.user.id)!.handRaised).toBe(false);
    await settle();
    const bob = cast.classmate.user.id;
    expect(heard[0]).toEqual([event('hand', bob), event('hand', bob), event('left', bob)]);
  });
});

describe('POST /api/v1/lecture/control', () => {
  it('mutes one or all: events only, to the lecture’s room', async () => {
    const { lecture, sitting, heard, settle, event } = await classInSession();
    const before = await marksOf(t.app, sitting.id);
    expect((await control(lecture, sitting, 'mute', cast.classmate.user.id)).json()).toEqual({
      code: 0,
      msg: 'They are asked to turn their microphone off.',
    });
    expect((await control(lecture, sitting, 'muteAll', undefined, cast.coTeacher)).json().msg).toBe(
      'Everyone is asked to turn their microphone off.',
    );
    await settle();
    expect(heard[0]).toEqual([event('mute', cast.classmate.user.id), event('muteAll')]);
    expect(heard[1]).toEqual(heard[0]);
    expect(await marksOf(t.app, sitting.id)).toEqual(before);
  });

  it('puts someone in the spotlight and takes them out, and lowers a hand', async () => {
    const { lecture, sitting, heard, settle, event } = await classInSession();
    const ann = cast.studentMember.user.id;
    expect((await control(lecture, sitting, 'spotlight', ann)).json().msg).toBe('They are in the spotlight.');
    expect((await sittingRow(t.app, sitting.id)).spotlightUserId).toBe(ann);
    const read = await t.get(`/api/v1/attendance/getCurrent/${sitting.id}`, cast.classmate.session);
    expect(read.json().data.spotlightUserId).toBe(ann);
    expect((await control(lecture, sitting, 'unspotlight')).json().msg).toBe(
      'Nobody is in the spotlight now.',
    );
    expect((await sittingRow(t.app, sitting.id)).spotlightUserId).toBeNull();
    await t.post(
      '/api/v1/attendance/hand',
      body(lecture, sitting, { raised: true }),
      cast.studentMember.session,
    );
    expect((await control(lecture, sitting, 'lowerHand', ann)).json().msg).toBe('Their hand is lowered.');
    expect((await marksOf(t.app, sitting.id)).get(ann)!.handRaised).toBe(false);
    await settle();
    expect(heard[1]).toEqual([
      event('spotlight', ann),
      event('spotlight'),
      event('hand', ann),
      event('hand', ann),
    ]);
  });

  it('removes someone: marked removed and out, told, then taken out of the lecture’s room', async () => {
    const { lecture, sitting, pages, heard, settle, event } = await classInSession();
    const bob = cast.classmate.user.id;
    await control(lecture, sitting, 'spotlight', bob);
    expect((await control(lecture, sitting, 'remove', bob)).json()).toEqual({
      code: 0,
      msg: 'They are removed from this class.',
    });
    expect((await marksOf(t.app, sitting.id)).get(bob)).toMatchObject({
      removed: true,
      leftAt: expect.any(Date),
      peerId: null,
    });
    expect((await sittingRow(t.app, sitting.id)).spotlightUserId).toBeNull();
    await settle();
    expect(heard[1]).toEqual([event('spotlight', bob), event('removed', bob)]);
    expect(heard[0]).toEqual(heard[1]);
    // Bob's page is out of the room: what it says next reaches Ann's page only.
    expect([...(await t.app.realtime.usersIn(`lecture:${lecture.id}`))]).toEqual([
      cast.studentMember.user.id,
    ]);
    await control(lecture, sitting, 'muteAll');
    await settle();
    expect(heard[0]!.at(-1)).toEqual(event('muteAll'));
    expect(heard[1]).toHaveLength(2);
    expect(pages[1]!.socket.connected).toBe(true);
    // Removed, they are no longer in the class for the teacher's controls either.
    expect((await control(lecture, sitting, 'mute', bob)).json()).toEqual({
      code: 404,
      msg: 'They are not in this class now.',
    });
  });

  it('refuses what it cannot do: no one named, someone not in the room, oneself, an ended class', async () => {
    const { lecture, sitting, heard, settle } = await classInSession();
    const before = await marksOf(t.app, sitting.id);
    for (const action of ['mute', 'remove', 'spotlight', 'lowerHand'])
      expect((await control(lecture, sitting, action)).json()).toEqual({
        code: 400,
        msg: 'Say whom this is for.',
        fields: { userId: 'User id is required for this action.' },
      });
    expect((await control(lecture, sitting, 'wave', cast.classmate.user.id)).json()).toMatchObject({
      code: 400,
      fields: { action: 'Action: one of mute, muteAll, remove, spotlight, unspotlight, lowerHand.' },
    });
    expect((await control(lecture, sitting, 'spotlight', cast.studentOutsider.user.id)).json()).toEqual({
      code: 404,
      msg: 'They are not in this class now.',
    });
    expect((await control(lecture, sitting, 'remove', cast.teacherOwner.user.id)).json()).toMatchObject({
      code: 400,
      msg: 'You cannot remove yourself from the class; end it instead.',
    });
    const other = await createItem(t.app, cast.course);
    expect((await control(other, sitting, 'muteAll')).json()).toEqual({ code: 404, msg: 'No such class.' });
    for (const who of [cast.studentMember, cast.teacherOutsider])
      expect((await control(lecture, sitting, 'remove', cast.classmate.user.id, who)).statusCode).toBe(403);
    expect(await marksOf(t.app, sitting.id)).toEqual(before);
    expect((await sittingRow(t.app, sitting.id)).spotlightUserId).toBeNull();
    await settle();
    expect(heard).toEqual([[], []]);

    await t.post('/api/v1/lecture/end', body(lecture, sitting), cast.teacherOwner.session);
    expect((await control(lecture, sitting, 'muteAll')).json()).toEqual({
      code: 409,
      msg: 'This class has already ended.',
    });
  });
});
