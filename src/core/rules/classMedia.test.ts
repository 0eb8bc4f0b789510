import { describe, expect, it } from 'vitest';
import { LIVE_CLASS } from '../constants';
import { classShape, connectionsOf, type InClass, videoBitrateKbps } from './classMedia';

/** Issue 16: a class the mesh cannot carry falls back to the teacher's picture only (no SFU configured). */
const limit = LIVE_CLASS.meshMaxParticipants;

describe('classShape', () => {
  it.each([
    [1, 'mesh'],
    [limit, 'mesh'],
    [limit + 1, 'teacherOnly'],
    [200, 'teacherOnly'],
  ] as const)('a class of %i is %s', (participants, shape) => {
    expect(classShape(participants)).toBe(shape);
  });
});

describe('connectionsOf', () => {
  const teacher: InClass = { peerId: 't', teaches: true };
  const coTeacher: InClass = { peerId: 'c', teaches: true };
  const ann: InClass = { peerId: 'a', teaches: false };
  const bob: InClass = { peerId: 'b', teaches: false };

  it.each([
    ['a student in a mesh: everyone', ann, [teacher, bob, coTeacher], 'mesh', ['t', 'b', 'c']],
    ['a teacher in a mesh: everyone', teacher, [ann, bob], 'mesh', ['a', 'b']],
    ['a student, teacher only: those who teach', ann, [teacher, bob, coTeacher], 'teacherOnly', ['t', 'c']],
    ['a teacher, teacher only: everyone', teacher, [ann, bob, coTeacher], 'teacherOnly', ['a', 'b', 'c']],
    ['a student alone with students: nobody', ann, [bob], 'teacherOnly', []],
  ] as const)('%s', (_label, me, others, shape, expected) => {
    expect(connectionsOf(me, others, shape)).toEqual(expected);
  });
});

describe('videoBitrateKbps', () => {
  it.each([
    ['mesh', 30, null],
    ['teacherOnly', 0, null],
    ['teacherOnly', 10, Math.floor(LIVE_CLASS.teacherUploadKbps / 10)],
    ['teacherOnly', 1000, LIVE_CLASS.minVideoKbps],
  ] as const)('%s with %i connections: %s', (shape, connections, expected) => {
    expect(videoBitrateKbps(shape, connections)).toBe(expected);
  });
});
