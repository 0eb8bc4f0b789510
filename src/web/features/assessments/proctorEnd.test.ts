import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../core/constants';
import { isProctorSignal, proctorMessage } from './proctorEnd';

const background = {
  courseId: 'c1',
  refType: 'testNexam',
  refId: 't1',
  flag: true,
  type: 'background',
  createdAt: '2030-01-01T00:00:00.000Z',
};
const stored = {
  ...background,
  _id: 'n1',
  title: 'Your test was ended',
  message: '',
  link: '/answerLiveTest/c1/t1',
  members: [{ _id: 'u1' }],
  user: { userName: 'tom', fullName: 'Tom', userLogo: '' },
};

describe('SPEC §4 live test proctoring: the signal', () => {
  it.each([
    ['a background testNexam event for the course', background, true],
    ['a stored background testNexam notification for the student', stored, true],
    ['another course', { ...background, courseId: 'c2' }, false],
    ['another refType', { ...background, refType: 'test' }, false],
    ['a notification a person reads, not a background one', { ...stored, type: 'notification' }, false],
    ['something else', { hello: 'world' }, false],
    ['nothing', null, false],
  ])('%s: %s', (_, payload, signal) => {
    expect(isProctorSignal(payload, 'c1')).toBe(signal);
  });
});

describe('SPEC §8: what the student is told', () => {
  it('terminated (flag set): marks so far', () => {
    expect(proctorMessage('terminated')).toBe(MESSAGES.proctorTerminated);
  });
  it('disqualified (flag unset): zero', () => {
    expect(proctorMessage('disqualified')).toBe(MESSAGES.proctorDisqualified);
  });
  it.each(['student', 'deadline', null] as const)('nothing for an attempt ended by %s', (endedBy) => {
    expect(proctorMessage(endedBy)).toBeNull();
  });
});
