import { describe, expect, it } from 'vitest';
import { asCourseEvent, asStoredNotification } from './liveEvents';

const stored = {
  _id: 'n1',
  type: 'notification',
  title: 'New lecture',
  message: 'Rivers',
  link: '/viewcourse/c1',
  refType: 'lecture',
  refId: 'l1',
  courseId: 'c1',
  flag: true,
  members: [{ _id: 'u1' }],
  user: { userName: 'ada', fullName: 'Ada', userLogo: '' },
  createdAt: '2026-01-01T00:00:00.000Z',
};
const courseEvent = {
  courseId: 'c1',
  refType: 'lecture',
  refId: 'l1',
  flag: true,
  type: 'background',
  createdAt: '2026-01-01T00:00:00.000Z',
};

// The two payloads of the `notification` event (core/schemas/realtime.ts); anything else is ignored.
describe('live notification payloads', () => {
  const cases: Array<[string, unknown, 'stored' | 'course' | null]> = [
    ['a stored notification', stored, 'stored'],
    ['a stored background notification', { ...stored, type: 'background' }, 'stored'],
    ['a course realtime event', courseEvent, 'course'],
    ['a course event that is not background', { ...courseEvent, type: 'notification' }, null],
    ['a notification without a sender', { ...stored, user: undefined }, null],
    ['a notification with a numeric title', { ...stored, title: 7 }, null],
    ['a method reply that landed on the wrong name', { code: 404, msg: 'No such method' }, null],
    ['nothing', null, null],
    ['a list', [stored], null],
  ];
  it.each(cases)('%s', (_name, payload, kind) => {
    const seen = asStoredNotification(payload) ? 'stored' : asCourseEvent(payload) ? 'course' : null;
    expect(seen).toBe(kind);
  });
});
