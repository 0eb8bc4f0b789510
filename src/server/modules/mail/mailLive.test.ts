import { beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { type Cast, courseCast } from '../../test/cast';
import { caughtUp, collect, nextEvent } from '../../test/realtimeClient';
import { socketTestApp } from '../../test/socketTestApp';

/** Issue 34: new mail arrives live, after the commit, in each recipient's own room and nowhere else. */
const t = socketTestApp();
let cast: Cast;

beforeAll(async () => {
  cast = await courseCast(t.app);
});

describe('mail arriving live', () => {
  it("tells each recipient's sockets (`mail` in user:<id>) once it has committed, and nobody else", async () => {
    const [student, outsider, sender] = await Promise.all([
      t.goOnline(cast.studentMember),
      t.goOnline(cast.studentOutsider),
      t.goOnline(cast.teacherOwner),
    ]);
    const notForOutsider = collect(outsider.socket, REALTIME_EVENTS.mail);
    const notForSender = collect(sender.socket, REALTIME_EVENTS.mail);
    const arrived = nextEvent<{ messageId: string }>(student.socket, REALTIME_EVENTS.mail);
    const reply = await t.post(
      '/api/v1/mail/send',
      { to: [{ kind: 'course', id: cast.course.id }], subject: 'Live' },
      cast.teacherOwner.session,
    );
    expect(reply.statusCode).toBe(200);
    expect(await arrived).toEqual({ messageId: reply.json().data._id });
    await Promise.all([caughtUp(t.app, outsider.socket), caughtUp(t.app, sender.socket)]);
    expect(notForOutsider).toEqual([]);
    expect(notForSender).toEqual([]);
  });

  it('tells nobody of a refused send', async () => {
    const student = await t.goOnline(cast.classmate);
    const events = collect(student.socket, REALTIME_EVENTS.mail);
    const reply = await t.post(
      '/api/v1/mail/send',
      {
        to: [
          { kind: 'user', id: cast.classmate.user.id },
          { kind: 'user', id: cast.teacherOutsider.user.id },
        ],
      },
      cast.studentMember.session,
    );
    expect(reply.statusCode).toBe(403);
    await caughtUp(t.app, student.socket);
    expect(events).toEqual([]);
  });
});
