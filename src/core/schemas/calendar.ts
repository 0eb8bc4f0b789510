import { z } from 'zod';
import { CALENDAR_CATEGORIES, type ControlPanelList } from '../itemKinds';
import { viewQuery } from './courses';
import { isoInstant } from './dates';
import { okReply } from './reply';
import { itemWorkFields } from './workStatus';

export const calendarCategorySchema = z.enum(CALENDAR_CATEGORIES);

/**
 * SPEC §3 calendar entry (`_id, name, description, category, startTime, endTime, courseName`), plus where it
 * belongs and opens (`courseId`, `link`) and the item's duration, which the button state of a discussion needs.
 */
export const calendarEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: calendarCategorySchema,
  startTime: z.string(),
  endTime: z.string(),
  /** Minutes; null for kinds without one. */
  duration: z.number().int().nullable(),
  /** A test or exam whose live sitting its teacher has opened: its button is open whatever its times. */
  startedLive: z.boolean(),
  courseId: z.string(),
  courseName: z.string(),
  /** The in-app page the item opens on: the course's edit page for its teachers, its view for students. */
  link: z.string(),
  /** In the control panel (issue 37): the student's own state on it, or for its teachers a tally of the work. */
  ...itemWorkFields,
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

const entries = z.array(calendarEntrySchema);

/** SPEC §3 course in the control-panel list; consults and team meetings are lists of their own here. */
export const controlPanelCourseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  lectures: entries,
  projects: entries,
  assignments: entries,
  labs: entries,
  tests: entries,
  exams: entries,
  discussions: entries,
  consults: entries,
  teamMeetings: entries,
} satisfies Record<'_id' | 'name', z.ZodString> & Record<ControlPanelList, typeof entries>);
export type ControlPanelCourse = z.infer<typeof controlPanelCourseSchema>;

const rangeFields = z.object({ from: isoInstant.optional(), to: isoInstant.optional() });
const endAfterStart = (v: z.infer<typeof rangeFields>) =>
  !v.from || !v.to || Date.parse(v.to) > Date.parse(v.from);
const endAfterStartIssue = { message: 'The end of the range must be after its start.', path: ['to'] };

/** An optional time range: entries that overlap it (start before `to`, end after `from`). */
export const calendarRangeQuery = rangeFields.refine(endAfterStart, endAfterStartIssue);
export type CalendarRange = z.infer<typeof calendarRangeQuery>;

/** The calendar entries' query: a range, and `view=student` for a teacher's student view. */
export const calendarEntriesQuery = rangeFields
  .extend(viewQuery.shape)
  .refine(endAfterStart, endAfterStartIssue);

/** The caller's secret iCalendar address and when it was last issued. */
export const calendarFeedSchema = z.object({ url: z.string(), renewedAt: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** 32 random bytes in base64url: the feed address's secret part. */
export const feedTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This is not a calendar address.'),
});

export const controlPanelReply = okReply({ data: z.array(controlPanelCourseSchema) });
export const calendarEntriesReply = okReply({ data: entries });
export const calendarFeedReply = okReply({ data: calendarFeedSchema });
