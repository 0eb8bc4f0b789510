import { describe, expect, it } from 'vitest';
import { CLASS_ENTRY } from '../constants';
import type { ItemKind } from '../itemKinds';
import {
  admitsStudents,
  classBeganAt,
  isAbandoned,
  runsFromStart,
  type SittingFacts,
  type SittingStage,
  sittingStage,
  wasHeld,
} from './classSitting';

// SPEC §2 lecture entry routes (/waitlecture waits, /joinlecture is the class), with issue 37: "the class starts
// when the teacher enters, and a start abandoned ends by itself".
const started = '2026-05-01T10:00:00.000Z';
const entered = '2026-05-01T10:04:00.000Z';
const ended = '2026-05-01T11:00:00.000Z';
const sinceStart = (ms: number) => new Date(new Date(started).getTime() + ms);
const sitting = (teacherEnteredAt: string | null, endedAt: string | null = null): SittingFacts => ({
  startedAt: started,
  teacherEnteredAt,
  endedAt,
});

describe('sittingStage and admitsStudents (SPEC §2 lecture entry routes, issue 37)', () => {
  it.each<[string, SittingFacts, SittingStage, boolean]>([
    ['started, the teacher not yet in', sitting(null), 'opening', false],
    ['the teacher entered', sitting(entered), 'running', true],
    ['ended after the teacher entered', sitting(entered, ended), 'ended', false],
    ['ended before anyone entered (abandoned)', sitting(null, ended), 'ended', false],
  ])('%s: %s, students let in: %s', (_, facts, stage, admits) => {
    expect(sittingStage(facts)).toBe(stage);
    expect(admitsStudents(facts)).toBe(admits);
  });
});

describe('isAbandoned (issue 37, CLASS_ENTRY.enterWithinMs after the start)', () => {
  it.each<[string, SittingFacts, Date, boolean]>([
    ['opening, just started', sitting(null), sinceStart(0), false],
    [
      'opening, a second short of the limit',
      sitting(null),
      sinceStart(CLASS_ENTRY.enterWithinMs - 1000),
      false,
    ],
    ['opening, at the limit', sitting(null), sinceStart(CLASS_ENTRY.enterWithinMs), true],
    ['opening, an hour on', sitting(null), sinceStart(60 * 60_000), true],
    ['running, an hour on', sitting(entered), sinceStart(60 * 60_000), false],
    ['already ended', sitting(null, ended), sinceStart(60 * 60_000), false],
  ])('%s: %s', (_, facts, now, abandoned) => expect(isAbandoned(facts, now)).toBe(abandoned));
});

describe('runsFromStart (issue 37: only a discussion has no room for the teacher to enter)', () => {
  it.each<[ItemKind, boolean]>([
    ['discussion', true],
    ['lecture', false],
    ['consult', false],
    ['teamMeeting', false],
  ])('%s: %s', (kind, expected) => expect(runsFromStart(kind)).toBe(expected));
});

describe('classBeganAt (issue 37: lateness counts from when the class began)', () => {
  it.each<[string, SittingFacts, string]>([
    ['the teacher entered', sitting(entered), entered],
    ['the teacher not yet in (nobody else can have come)', sitting(null), started],
  ])('%s: %s', (_, facts, expected) => expect(classBeganAt(facts)).toBe(expected));
});

describe('wasHeld (issue 37: a start abandoned is not a class held)', () => {
  it.each<[string, SittingFacts, boolean]>([
    ['running', sitting(entered), true],
    ['ended after the teacher entered', sitting(entered, ended), true],
    ['the teacher getting ready', sitting(null), true],
    ['ended before any teacher entered', sitting(null, ended), false],
  ])('%s: %s', (_, facts, held) => expect(wasHeld(facts)).toBe(held));
});
