import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemKind } from '../../core/itemKinds';
import type { CourseItemRow } from '../db/schema';
import type { AccessHolder, MembershipKind } from '../platform/memberships';
import { lectureRoom } from '../platform/rooms';
import { type Cast, courseCast, type Person } from '../test/cast';
import { createItem } from '../test/courseFactories';
import { type JanusProcess, janusMissing, janusParticipant, startJanus } from '../test/janusProcess';
import { marksOf } from '../test/lectureFactories';
import { offerTo, peerClients, type RawPeer } from '../test/peerClient';
import { caughtUp, publish } from '../test/realtimeClient';
import { type Online, socketTestApp } from '../test/socketTestApp';
import { REVOCATIONS } from './membershipEnds';

/**
 * Issue 32, access follows membership: for each kind of membership that lets a student into a class, everything it
 * granted works while it lasts and is gone the moment it ends (platform/memberships.ts). One column per holder of
 * derived access, plus the signalling that follows the class register; a holder added to REVOCATIONS without a
 * column here fails the first test.
 */

const janusAbsent = janusMissing();
let janus: JanusProcess | undefined;
const env: Record<string, string> = {};
beforeAll(async () => {
  if (janusAbsent) return;
  janus = await startJanus();
  Object.assign(env, { JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey });
});
afterAll(() => janus?.stop());

const t = socketTestApp({ env });
const { connectPeer, openPeer } = peerClients(() => t.url);
let cast: Cast;
beforeAll(async () => {
  cast = await courseCast(t.app);
});

const HOUR = 3_600_000;

interface Place {
  peerId: string;
  token: string;
  sfu?: { room: number; token: string };
}

/** A class running now: its teacher and a student in it, each with a place, a socket in its room and a peer. */
interface Scene {
  item: CourseItemRow;
  attendanceId: string;
  student: Online;
  studentPlace: Place;
  studentPeer: RawPeer;
  teacherPlace: Place;
  teacherPeer: RawPeer;
}

/** How each membership is given to the student, and how it ends. */
const MEMBERSHIPS: Record<
  MembershipKind,
  {
    itemKind: ItemKind;
    grant(item: CourseItemRow, student: Person): Promise<void>;
    end(scene: Scene): Promise<void>;
  }
> = {
  course: {
    itemKind: 'lecture',
    grant: async () => {},
    end: async ({ student }) =>
      expectOk(
        await t.post(
          '/api/v1/course/removeMember',
          { courseId: cast.course.id, userId: student.user.id },
          cast.teacherOwner.session,
        ),
      ),
  },
  teamMeetingInvitation: {
    itemKind: 'teamMeeting',
    grant: async (item, student) =>
      expectOk(
        await t.post(
          '/api/v1/teammeeting/saveMembers',
          { teamMeetingId: item.id, userIds: [student.user.id, cast.coTeacher.user.id] },
          cast.teacherOwner.session,
        ),
      ),
    end: async ({ item }) =>
      expectOk(
        await t.post(
          '/api/v1/teammeeting/saveMembers',
          { teamMeetingId: item.id, userIds: [] },
          cast.teacherOwner.session,
        ),
      ),
  },
  account: {
    itemKind: 'lecture',
    grant: async () => {},
    end: async ({ student }) =>
      expectOk(
        await t.post(
          '/api/v1/user/setDisabled',
          { userId: student.user.id, disabled: true },
          cast.admin.session,
        ),
      ),
  },
  consultBooking: {
    itemKind: 'consult',
    grant: async (item, student) =>
      expectOk(await t.post('/api/v1/consult/book', { consultId: item.id }, student.session)),
    end: async ({ item, student }) =>
      expectOk(await t.post('/api/v1/consult/cancel', { consultId: item.id }, student.session)),
  },
};

function expectOk(reply: { statusCode: number; body: string }) {
  expect(reply.statusCode, reply.body).toBe(200);
}

/** A student of the course (a new one each time: a course membership ends for good). */
async function newStudent(): Promise<Person> {
  const student = await t.online();
  expectOk(
    await t.post(
      '/api/v1/course/addMembers',
      { courseId: cast.course.id, role: 'student', identifiers: [student.user.username] },
      cast.teacherOwner.session,
    ),
  );
  return student;
}

async function classWith(kind: MembershipKind): Promise<Scene> {
  const membership = MEMBERSHIPS[kind];
  const item = await createItem(t.app, cast.course, {
    kind: membership.itemKind,
    startAt: new Date(Date.now() - HOUR / 2),
    endAt: new Date(Date.now() + HOUR),
  });
  const student = await t.goOnline(await newStudent());
  await membership.grant(item, student);
  const started = await t.post('/api/v1/lecture/start', { lectureId: item.id }, cast.teacherOwner.session);
  expectOk(started);
  const { attendanceId } = started.json().data as { attendanceId: string };
  const join = async (who: Person) => {
    const reply = await t.post('/api/v1/attendance/join', { lectureId: item.id, attendanceId }, who.session);
    expectOk(reply);
    return reply.json().data as Place;
  };
  // The teacher enters first: students are let in from then on (issue 37).
  const teacherPlace = await join(cast.teacherOwner);
  const studentPlace = await join(student);
  expect(
    await publish(student.socket, { name: 'lecture', options: { lectureId: item.id }, join: true }),
  ).toMatchObject({
    code: 0,
  });
  return {
    item,
    attendanceId,
    student,
    studentPlace,
    studentPeer: await openPeer(studentPlace.peerId, studentPlace.token),
    teacherPlace,
    teacherPeer: await openPeer(teacherPlace.peerId, teacherPlace.token),
  };
}

/** Whether the student still has what a holder keeps for them: asked before the membership ends, and after. */
type Probe = (scene: Scene) => Promise<boolean>;

const HOLDER_PROBES: Record<AccessHolder, Probe> = {
  classRegister: async ({ attendanceId, student }) => {
    const mark = (await marksOf(t.app, attendanceId)).get(student.user.id);
    return mark?.leftAt === null && mark.peerId !== null;
  },
  videoRoom: async ({ studentPlace }) => {
    const { room, token } = studentPlace.sfu!;
    const answer = await (await janusParticipant(janus!.url)).join(room, studentPlace.peerId, token);
    if (answer.videoroom === 'joined') return true;
    expect(answer).toMatchObject({ error_code: 433 });
    return false;
  },
  socketRooms: async ({ item, student }) => {
    const heard: unknown[] = [];
    student.socket.on('probe', (payload) => heard.push(payload));
    // A disabled account's sockets are closed instead: what is sent after that reaches nobody.
    const closed = new Promise<void>((resolve) =>
      student.socket.connected ? student.socket.once('disconnect', () => resolve()) : resolve(),
    );
    t.app.realtime.io.to(lectureRoom(item.id)).emit('probe', {});
    await Promise.race([caughtUp(t.app, student.socket), closed]);
    return heard.length > 0;
  },
};

describe('the holders of access a membership grants', () => {
  it('each has its revocation and its probe here', () => {
    expect(Object.keys(HOLDER_PROBES).sort()).toEqual(Object.keys(REVOCATIONS).sort());
  });
});

describe.each(Object.keys(MEMBERSHIPS) as MembershipKind[])('when a %s membership ends', (kind) => {
  for (const holder of Object.keys(HOLDER_PROBES) as AccessHolder[]) {
    const skipped = holder === 'videoRoom' ? janusAbsent : undefined;
    it.skipIf(skipped)(
      `the ${holder} lets go of the student${skipped ? ` (skipped: ${skipped})` : ''}`,
      async () => {
        const scene = await classWith(kind);
        expect(await HOLDER_PROBES[holder](scene)).toBe(true);
        await MEMBERSHIPS[kind].end(scene);
        expect(await HOLDER_PROBES[holder](scene)).toBe(false);
      },
    );
  }

  it('their peer signals nobody from then on, cannot reconnect, and is closed at the sweep', async () => {
    const scene = await classWith(kind);
    const { studentPeer, studentPlace, teacherPeer, teacherPlace } = scene;
    studentPeer.send(offerTo(teacherPlace.peerId));
    expect(await teacherPeer.next()).toMatchObject({ type: 'OFFER', src: studentPlace.peerId });

    await MEMBERSHIPS[kind].end(scene);
    studentPeer.send(offerTo(teacherPlace.peerId));
    expect(await studentPeer.next()).toEqual({
      type: 'EXPIRE',
      src: teacherPlace.peerId,
      dst: studentPlace.peerId,
    });
    const again = connectPeer(studentPlace.peerId, studentPlace.token);
    expect(await again.next()).toMatchObject({ type: 'ERROR' });
    expect(await again.closed).toBe(1008);
    expect(await t.app.peerSignalling.sweep()).toBeGreaterThanOrEqual(1);
    expect(await studentPeer.closed).toBe(1008);
  });

  it('the teacher keeps their place, and the class hears the student left', async () => {
    const scene = await classWith(kind);
    await MEMBERSHIPS[kind].end(scene);
    const marks = await marksOf(t.app, scene.attendanceId);
    expect(marks.get(cast.teacherOwner.user.id)).toMatchObject({
      leftAt: null,
      peerId: scene.teacherPlace.peerId,
    });
    const current = await t.get(
      `/api/v1/attendance/getCurrent/${scene.attendanceId}`,
      cast.teacherOwner.session,
    );
    expectOk(current);
    expect(JSON.stringify(current.json().data)).not.toContain(scene.studentPlace.peerId);
  });
});

describe('a co-teacher dropped from a team meeting', () => {
  it('keeps their place in its class: they teach the course', async () => {
    const item = await createItem(t.app, cast.course, {
      kind: 'teamMeeting',
      startAt: new Date(Date.now() - HOUR / 2),
      endAt: new Date(Date.now() + HOUR),
    });
    await MEMBERSHIPS.teamMeetingInvitation.grant(item, await newStudent());
    const { attendanceId } = (
      await t.post('/api/v1/lecture/start', { lectureId: item.id }, cast.teacherOwner.session)
    ).json().data as { attendanceId: string };
    expectOk(
      await t.post('/api/v1/attendance/join', { lectureId: item.id, attendanceId }, cast.coTeacher.session),
    );
    expectOk(
      await t.post(
        '/api/v1/teammeeting/saveMembers',
        { teamMeetingId: item.id, userIds: [] },
        cast.teacherOwner.session,
      ),
    );
    expect((await marksOf(t.app, attendanceId)).get(cast.coTeacher.user.id)).toMatchObject({ leftAt: null });
  });
});

describe('a course set back to draft', () => {
  it("ends its students' places in its classes and keeps its teachers'", async () => {
    const draftCast = await courseCast(t.app);
    const lecture = await createItem(t.app, draftCast.course, { kind: 'lecture' });
    const { attendanceId } = (
      await t.post('/api/v1/lecture/start', { lectureId: lecture.id }, draftCast.teacherOwner.session)
    ).json().data as { attendanceId: string };
    for (const who of [draftCast.teacherOwner, draftCast.studentMember])
      expectOk(await t.post('/api/v1/attendance/join', { lectureId: lecture.id, attendanceId }, who.session));
    expectOk(
      await t.post(
        '/api/v1/course/update',
        { courseId: draftCast.course.id, status: 'draft' },
        draftCast.teacherOwner.session,
      ),
    );
    const marks = await marksOf(t.app, attendanceId);
    expect(marks.get(draftCast.studentMember.user.id)).toMatchObject({
      leftAt: expect.any(Date),
      peerId: null,
    });
    expect(marks.get(draftCast.teacherOwner.user.id)).toMatchObject({ leftAt: null });
  });
});
