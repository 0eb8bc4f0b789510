import { describe, expect, it } from 'vitest';
import type { LatePolicy, SubmissionState } from '../schemas/coursework';
import { submissionWindow } from './submissionWindow';

// Issue 14: "submit before the deadline, resubmit until graded"; "late policy (accept and mark late, or refuse
// after the deadline)".
const endAt = new Date('2026-05-01T12:00:00Z');
const before = new Date('2026-05-01T11:59:59Z');
const after = new Date('2026-05-01T12:00:01Z');
const graded = 'This work is already graded: it can no longer be changed.';
const closed = 'The deadline has passed: this work is no longer taken.';

describe('submissionWindow (issue 14)', () => {
  it.each<[Date, LatePolicy, SubmissionState | null, ReturnType<typeof submissionWindow>]>([
    [before, 'acceptLate', null, { open: true, late: false }],
    [before, 'refuseLate', 'draft', { open: true, late: false }],
    [before, 'refuseLate', 'submitted', { open: true, late: false }],
    [endAt, 'refuseLate', 'draft', { open: true, late: false }],
    [after, 'acceptLate', null, { open: true, late: true }],
    [after, 'acceptLate', 'submitted', { open: true, late: true }],
    [after, 'refuseLate', null, { open: false, reason: closed }],
    [after, 'refuseLate', 'draft', { open: false, reason: closed }],
    [before, 'acceptLate', 'graded', { open: false, reason: graded }],
    [before, 'acceptLate', 'released', { open: false, reason: graded }],
    [after, 'refuseLate', 'graded', { open: false, reason: graded }],
  ])('at %s with %s, a %s submission: %j', (now, latePolicy, state, expected) => {
    expect(submissionWindow({ now, endAt, latePolicy, state })).toEqual(expected);
  });
});
