import { afterEach, describe, expect, it } from 'vitest';
import { courseRoom, lectureRoom, sessionRoom, userRoom } from '../platform/rooms';
import { localRoomMemory, RECALL_MS, RECALLED_PER_ROOM, type RoomMemory } from './roomMemory';

/** The memory one instance keeps of its rooms (issue 40), on a clock the test moves. */
describe('room memory', () => {
  let clock = 1_000_000;
  let memory: RoomMemory;
  const start = () => {
    clock = 1_000_000;
    memory = localRoomMemory(() => clock);
    return memory;
  };
  afterEach(() => memory.close());

  it('recalls what a room was sent, oldest first, with how long ago, and one id for an emit to two rooms', async () => {
    start();
    clock += 90_000;
    await memory.remember([
      { rooms: [courseRoom('c'), lectureRoom('l')], event: 'lecture', payload: { n: 1 } },
    ]);
    clock += 400;
    await memory.remember([{ rooms: [courseRoom('c')], event: 'notification', payload: { n: 2 } }]);
    clock += 100;
    const course = await memory.recall(courseRoom('c'));
    expect(course).toMatchObject({
      horizonMs: RECALL_MS,
      events: [
        { agoMs: 500, event: 'lecture', payload: { n: 1 } },
        { agoMs: 100, event: 'notification', payload: { n: 2 } },
      ],
    });
    const lecture = await memory.recall(lectureRoom('l'));
    expect(lecture.events).toEqual([course.events[0]]);
  });

  it("keeps nothing of a user's or a session's room: nobody joins those by a publish", async () => {
    start();
    await memory.remember([
      { rooms: [userRoom('u'), sessionRoom('s')], event: 'mail', payload: {} },
      { rooms: [userRoom('u'), courseRoom('c')], event: 'notification', payload: {} },
    ]);
    expect((await memory.recall(userRoom('u'))).events).toEqual([]);
    expect((await memory.recall(sessionRoom('s'))).events).toEqual([]);
    expect((await memory.recall(courseRoom('c'))).events).toHaveLength(1);
  });

  it('vouches only for the time since it began: a page away longer reads again', async () => {
    start();
    clock += 4_000;
    expect(await memory.recall(courseRoom('c'))).toEqual({ horizonMs: 4_000, events: [] });
  });

  it('forgets what is older than its span', async () => {
    start();
    clock += RECALL_MS;
    await memory.remember([{ rooms: [courseRoom('c')], event: 'notification', payload: { old: true } }]);
    clock += RECALL_MS;
    expect(await memory.recall(courseRoom('c'))).toEqual({ horizonMs: RECALL_MS, events: [] });
  });

  it("keeps a busy room's latest, and then vouches only as far back as the oldest it kept", async () => {
    start();
    clock += RECALL_MS;
    for (let n = 0; n < RECALLED_PER_ROOM + 10; n += 1) {
      await memory.remember([{ rooms: [courseRoom('c')], event: 'proctor', payload: { n } }]);
      clock += 100;
    }
    const recall = await memory.recall(courseRoom('c'));
    expect(recall.events).toHaveLength(RECALLED_PER_ROOM);
    expect(recall.events[0]?.payload).toEqual({ n: 10 });
    expect(recall.horizonMs).toBe(RECALLED_PER_ROOM * 100);
  });
});
