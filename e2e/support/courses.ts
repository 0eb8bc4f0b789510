import type { APIRequestContext } from '@playwright/test';
import dayjs from 'dayjs';
import { ITEM_KIND_DEFINITIONS } from '../../src/core/itemKinds';
import { DEMO_PASSWORD } from './accounts';
import { apiSignIn, expectOk, type Person } from './people';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface PlannedItem {
  kind:
    | 'lecture'
    | 'assignment'
    | 'project'
    | 'lab'
    | 'test'
    | 'exam'
    | 'teamMeeting'
    | 'discussion'
    | 'selfLearning';
  title: string;
  /** Milliseconds from now; negative for an item that has begun. */
  startsIn: number;
  lasts: number;
  active?: boolean;
  manual?: boolean;
  openedEarly?: boolean;
  /** Rich text (HTML), stored as sent: the server sanitizes it. */
  description?: string;
}

export interface ScheduledItem extends PlannedItem {
  _id: string;
  startDate: string;
  endDate: string;
}

/** What kind of course to make: an active one named after its teacher unless told otherwise. */
export interface PlannedCourse {
  name?: string;
  status?: 'draft' | 'active' | 'archived';
  isTemplate?: boolean;
  /** Rich text (HTML), stored as sent: the server sanitizes it. */
  description?: string;
}

/**
 * A course of `teacher` (active unless told otherwise) with `students` enrolled (and invited to its team meetings)
 * and `items` scheduled relative to now, made through the API so that a journey about what students see starts from
 * a course of its own.
 */
export async function scheduleCourse(
  request: APIRequestContext,
  teacher: Person,
  students: readonly Person[],
  items: readonly PlannedItem[],
  planned: PlannedCourse = {},
): Promise<{ courseId: string; name: string; items: ScheduledItem[] }> {
  const { headers } = await apiSignIn(request, teacher.username, teacher.password);
  const name = planned.name ?? `Networks ${teacher.username.slice(-5)}`;
  const course = await expectOk<{ data: { _id: string } }>(
    await request.post('/api/v1/course/create', {
      headers,
      data: {
        name,
        status: planned.status ?? 'active',
        isTemplate: planned.isTemplate ?? false,
        description: planned.description ?? '',
        startDate: dayjs().subtract(7, 'day').format('YYYY-MM-DD'),
        endDate: dayjs().add(60, 'day').format('YYYY-MM-DD'),
      },
    }),
    `create ${name}`,
  );
  const courseId = course.data._id;
  if (students.length > 0) {
    await expectOk(
      await request.post('/api/v1/course/addMembers', {
        headers,
        data: { courseId, role: 'student', identifiers: students.map((student) => student.username) },
      }),
      `enrol students in ${name}`,
    );
  }

  // Whole minutes, as a teacher picks times: the iCalendar feed carries seconds, not milliseconds.
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const scheduled: ScheduledItem[] = [];
  for (const item of items) {
    const startDate = new Date(now + item.startsIn).toISOString();
    const endDate = new Date(now + item.startsIn + item.lasts).toISOString();
    const created = await expectOk<{ data: { _id: string } }>(
      await request.post('/api/v1/item/create', {
        headers,
        data: {
          courseId,
          kind: item.kind,
          title: item.title,
          startDate,
          endDate,
          duration: ITEM_KIND_DEFINITIONS[item.kind].hasDuration ? Math.round(item.lasts / MINUTE) : null,
          active: item.active ?? true,
          manual: item.manual ?? false,
          openedEarly: item.openedEarly ?? false,
          description: item.description ?? '',
        },
      }),
      `schedule ${item.title}`,
    );
    // A team meeting is for those invited: the course's students are.
    if (item.kind === 'teamMeeting' && students.length > 0)
      await expectOk(
        await request.post('/api/v1/teammeeting/saveMembers', {
          headers,
          data: { teamMeetingId: created.data._id, userIds: students.map((student) => student.userId) },
        }),
        `invite the students to ${item.title}`,
      );
    scheduled.push({ ...item, _id: created.data._id, startDate, endDate });
  }
  return { courseId, name, items: scheduled };
}

/** The demo school's course, which has items of every kind in the past, running now and to come. */
export async function demoCourseId(request: APIRequestContext): Promise<string> {
  const { userId, headers } = await apiSignIn(request, 'teacher', DEMO_PASSWORD);
  const reply = await expectOk<{ data: { _id: string; name: string }[] }>(
    await request.get(`/api/v1/course/getCourse/${userId}`, { headers }),
    "the demo teacher's courses",
  );
  return reply.data.find((course) => course.name === 'Introduction to Programming')!._id;
}
