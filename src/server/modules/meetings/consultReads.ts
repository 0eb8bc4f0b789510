import { meetingIsOver } from '../../../core/rules/meetingRules';
import type { CalendarRange } from '../../../core/schemas/calendar';
import type { ConsultLine, ConsultSchedule, MyConsult } from '../../../core/schemas/meetings';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/actor';
import { liveItemsOf } from '../courses/courseLists';
import { accessAsUser, type CourseAccess, itemsSeenBy } from '../courses/policy';
import { presentItem } from '../courses/presenter';
import { itemsVisibleTo } from '../courses/visibleItems';
import { bookingsOfConsults, consultStates } from './consultRows';

/**
 * GET /api/v1/consult/getAllMyConsult/{userId}: across the user's courses, the consults they teach and those they
 * booked as a student, soonest first. Consults that have ended are left out.
 */
export async function allMyConsults(db: Db, userId: string, now: Date): Promise<MyConsult[]> {
  const visible = (await itemsVisibleTo(db, userId, { now })).filter(
    (row) => row.item.kind === 'consult' && !meetingIsOver(row.item.endAt, now),
  );
  const states = await consultStates(
    db,
    visible.map((row) => row.item),
    userId,
  );
  return visible.flatMap(({ item, course, role }) => {
    const state = states.get(item.id)!;
    const teaches = role !== 'student';
    if (!teaches && !state.myBooking) return [];
    return [{ ...presentItem(item), ...state, courseName: course.name, teaches }];
  });
}

/**
 * GET /api/v1/consult/getMyConsult/{courseId}/{userId}: the course's consults the user can see, in the course's
 * order, with how full each is and the user's booking.
 */
export async function myConsultsInCourse(
  db: Db,
  caller: AuthUser,
  resolved: CourseAccess,
  userId: string,
  now: Date,
): Promise<ConsultLine[]> {
  const access = await accessAsUser(db, caller, resolved, userId);
  const consults = await itemsSeenBy(db, access, await liveItemsOf(db, access.course.id, 'consult'), now);
  const states = await consultStates(db, consults, userId);
  return consults.map((item) => ({ ...presentItem(item), ...states.get(item.id)! }));
}

/**
 * GET /api/v1/consult/schedule/{userId} (issue 37, "the teacher sees the day's schedule"): the consults the user
 * teaches that overlap the range (without one, those not ended), soonest first, each with its slots and every
 * booking (the reader lays them out slot by slot, free slots included).
 */
export async function teacherSchedule(
  db: Db,
  userId: string,
  range: CalendarRange,
  now: Date,
): Promise<ConsultSchedule[]> {
  const from = range.from ? new Date(range.from) : now;
  const to = range.to ? new Date(range.to) : null;
  const taught = (await itemsVisibleTo(db, userId, { now })).filter(
    ({ item, role }) =>
      item.kind === 'consult' &&
      role !== 'student' &&
      item.endAt.getTime() > from.getTime() &&
      (!to || item.startAt.getTime() < to.getTime()),
  );
  const items = taught.map((row) => row.item);
  const [states, bookings] = await Promise.all([
    consultStates(db, items, userId),
    bookingsOfConsults(
      db,
      items.map((item) => item.id),
    ),
  ]);
  return taught.map(({ item, course }) => ({
    ...presentItem(item),
    ...states.get(item.id)!,
    courseName: course.name,
    bookings: bookings.get(item.id)!,
  }));
}
