import { z } from 'zod';

/**
 * Where a student stands with one test, exam, assignment, project or lab (issue 37): not started, in progress,
 * handed in (on time, or late), marked (once the mark is released), missed (closed without their work), or not ready
 * (a test or exam with no questions yet: nothing to start).
 */
export const WORK_STATES = [
  'notStarted',
  'inProgress',
  'handedIn',
  'late',
  'marked',
  'missed',
  'notReady',
] as const;
export type WorkState = (typeof WORK_STATES)[number];

/** A student's state on an item, with the mark and the most it could get only once the mark is released. */
export const workStatusSchema = z.object({
  state: z.enum(WORK_STATES),
  mark: z.number().optional(),
  max: z.number().optional(),
});
export type WorkStatus = z.infer<typeof workStatusSchema>;

/** For those who teach an item: how many students (or groups) handed work in, and how many of those wait for a mark. */
export const workTallySchema = z.object({
  handedIn: z.number().int().nonnegative(),
  toMark: z.number().int().nonnegative(),
});
export type WorkTally = z.infer<typeof workTallySchema>;

/**
 * What a list line adds to an item about the work on it: the viewer's own state (and their own deadline, when an
 * extension moved it past the item's end), or a teacher's tally.
 */
export const itemWorkFields = {
  work: workStatusSchema.optional(),
  extendedTo: z.string().optional(),
  tally: workTallySchema.optional(),
};
