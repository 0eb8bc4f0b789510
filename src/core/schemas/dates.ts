import { z } from 'zod';

/**
 * The days and times the product accepts. Wide enough for any school calendar; narrow enough that whatever the
 * server derives from them (items moved between two accepted start dates when a course is copied from a
 * template) stays within what PostgreSQL stores, which ends before year 1 and cannot take year 0 at all.
 */
const EARLIEST_DAY = '1900-01-01';
const LATEST_DAY = '2999-12-31';
const OUT_OF_RANGE = 'Enter a date between 1900 and 2999.';

const earliestMs = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const latestMs = Date.parse(`${LATEST_DAY}T23:59:59.999Z`);

/** A calendar day, 'YYYY-MM-DD' (SPEC §9 calendar day). */
export const calendarDay = z.iso
  .date()
  // A value that is no day at all gets the format's own message only.
  .refine((day) => !/^\d{4}-\d\d-\d\d$/.test(day) || (day >= EARLIEST_DAY && day <= LATEST_DAY), {
    message: OUT_OF_RANGE,
  });

/** An instant, ISO-8601 with its offset ('Z' or '+02:00'). */
export const isoInstant = z.iso.datetime({ offset: true }).refine(
  (time) => {
    const ms = Date.parse(time);
    return Number.isNaN(ms) || (ms >= earliestMs && ms <= latestMs);
  },
  { message: OUT_OF_RANGE },
);
