import { and, eq, isNull } from 'drizzle-orm';
import type { ItemKind } from '../../core/itemKinds';
import type { Db } from '../db/client';
import {
  courseCodes,
  courseItems,
  courseMembers,
  courses,
  cvqs,
  employers,
  institutions,
  sectors,
  teamMeetingMembers,
} from '../db/schema';

const HOUR = 3600000;
const DAY = 24 * HOUR;

/** One demo item: its kind, title, and when it runs relative to the seeding moment. */
interface DemoItem {
  kind: ItemKind;
  title: string;
  startsIn: number;
  lasts: number;
  duration?: number;
}

/** Every kind, past, running now and to come, so that every page and state has something to show. */
const PROGRAMMING_ITEMS: DemoItem[] = [
  { kind: 'lecture', title: 'Welcome and course overview', startsIn: -7 * DAY, lasts: HOUR, duration: 60 },
  { kind: 'lecture', title: 'Variables and types', startsIn: -HOUR / 2, lasts: 2 * HOUR, duration: 90 },
  { kind: 'lecture', title: 'Control flow', startsIn: 2 * DAY, lasts: HOUR, duration: 60 },
  { kind: 'project', title: 'Build a to-do app', startsIn: -3 * DAY, lasts: 14 * DAY },
  { kind: 'project', title: 'Capstone: a text adventure', startsIn: 14 * DAY, lasts: 21 * DAY },
  { kind: 'assignment', title: 'Hello, world', startsIn: -10 * DAY, lasts: 3 * DAY },
  { kind: 'assignment', title: 'Loops worksheet', startsIn: -DAY, lasts: 5 * DAY },
  { kind: 'assignment', title: 'Functions worksheet', startsIn: 5 * DAY, lasts: 5 * DAY },
  { kind: 'lab', title: 'Setting up the editor', startsIn: -6 * DAY, lasts: 2 * HOUR },
  { kind: 'lab', title: 'Debugging lab', startsIn: -2 * HOUR, lasts: 2 * DAY },
  { kind: 'test', title: 'Quiz 1: syntax', startsIn: -5 * DAY, lasts: HOUR, duration: 30 },
  { kind: 'test', title: 'Quiz 2: control flow', startsIn: -HOUR, lasts: 3 * HOUR, duration: 45 },
  { kind: 'test', title: 'Quiz 3: functions', startsIn: 3 * DAY, lasts: 2 * HOUR, duration: 45 },
  { kind: 'exam', title: 'Midterm exam', startsIn: 10 * DAY, lasts: 3 * HOUR, duration: 120 },
  { kind: 'exam', title: 'Diagnostic exam', startsIn: -20 * DAY, lasts: 2 * HOUR, duration: 90 },
  { kind: 'consult', title: 'Office hours', startsIn: HOUR, lasts: HOUR, duration: 60 },
  { kind: 'consult', title: 'Project clinic', startsIn: 4 * DAY, lasts: HOUR, duration: 60 },
  { kind: 'teamMeeting', title: 'Project team stand-up', startsIn: 3 * HOUR, lasts: HOUR / 2, duration: 30 },
  { kind: 'teamMeeting', title: 'Sprint review', startsIn: -4 * DAY, lasts: HOUR, duration: 60 },
  {
    kind: 'discussion',
    title: 'What makes code readable?',
    startsIn: -2 * DAY,
    lasts: 4 * DAY,
    duration: 60,
  },
  { kind: 'discussion', title: 'Tabs or spaces?', startsIn: 6 * DAY, lasts: 2 * DAY, duration: 30 },
  { kind: 'selfLearning', title: 'Unit 1: thinking in steps', startsIn: -14 * DAY, lasts: 28 * DAY },
  { kind: 'selfLearning', title: 'Unit 2: reading error messages', startsIn: 2 * HOUR, lasts: 14 * DAY },
];

const TEMPLATE_ITEMS: DemoItem[] = [
  { kind: 'lecture', title: 'HTML structure', startsIn: 0, lasts: HOUR, duration: 60 },
  { kind: 'assignment', title: 'Your first page', startsIn: DAY, lasts: 7 * DAY },
  { kind: 'test', title: 'CSS selectors quiz', startsIn: 7 * DAY, lasts: HOUR, duration: 30 },
];

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function insertReference(db: Db) {
  const [ict] = await db
    .insert(sectors)
    .values([
      { name: 'Information and communication technology', code: 'ICT' },
      { name: 'Hospitality and tourism', code: 'HOS' },
    ])
    .returning();
  const [school] = await db
    .insert(institutions)
    .values([
      { name: 'Demo School', country: 'United Kingdom', city: 'Leeds' },
      { name: 'Riverside Training Centre', country: 'United Kingdom', city: 'York' },
    ])
    .returning();
  const [programming, web] = await db
    .insert(courseCodes)
    .values([
      { code: 'ICT101', title: 'Introduction to programming', sectorId: ict!.id },
      { code: 'ICT102', title: 'Web design basics', sectorId: ict!.id },
    ])
    .returning();
  await db.insert(cvqs).values([
    { code: 'CVQ-ICT-2', title: 'ICT support technician', level: 'Level 2', sectorId: ict!.id },
    { code: 'CVQ-ICT-3', title: 'Software development', level: 'Level 3', sectorId: ict!.id },
  ]);
  await db
    .insert(employers)
    .values({ name: 'Northwind Software', sectorId: ict!.id, contactName: 'Nora North' });
  return { sectorId: ict!.id, institutionId: school!.id, programmingCode: programming!.id, webCode: web!.id };
}

function itemRows(courseId: string, createdBy: string, now: number, items: DemoItem[]) {
  const position = new Map<ItemKind, number>();
  return items.map((item) => {
    const next = position.get(item.kind) ?? 0;
    position.set(item.kind, next + 1);
    return {
      courseId,
      kind: item.kind,
      title: item.title,
      description: `${item.title}: details are shared in class.`,
      startAt: new Date(now + item.startsIn),
      endAt: new Date(now + item.startsIn + item.lasts),
      durationMinutes: item.duration ?? null,
      active: true,
      position: next,
      createdBy,
    };
  });
}

/**
 * The demo school's reference lists and courses (DESIGN §6): an active course taught by `teacher` with `admin` as
 * co-teacher and the three students enrolled (and invited to its team meetings), holding items of every kind in the
 * past, running now and to come; and a template course. Skipped when the teacher already owns a course, so a second run adds nothing.
 */
export async function seedDemoCourses(db: Db, people: ReadonlyMap<string, string>, now = Date.now()) {
  const teacher = people.get('teacher')!;
  const [existing] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.ownerId, teacher), isNull(courses.removedAt)))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const hasReference = (await tx.select({ id: sectors.id }).from(sectors).limit(1)).length > 0;
    const ref = hasReference ? null : await insertReference(tx);
    const [course, template] = await tx
      .insert(courses)
      .values([
        {
          name: 'Introduction to Programming',
          courseCodeId: ref?.programmingCode ?? null,
          institutionId: ref?.institutionId ?? null,
          sectorId: ref?.sectorId ?? null,
          description: 'First steps in programming: variables, control flow, functions and a small project.',
          startDate: dayOf(now - 30 * DAY),
          endDate: dayOf(now + 60 * DAY),
          status: 'active',
          ownerId: teacher,
        },
        {
          name: 'Web Design Basics (template)',
          courseCodeId: ref?.webCode ?? null,
          institutionId: ref?.institutionId ?? null,
          sectorId: ref?.sectorId ?? null,
          description: 'A ready-made course outline to start a web design course from.',
          startDate: dayOf(now),
          endDate: dayOf(now + 30 * DAY),
          status: 'draft',
          isTemplate: true,
          ownerId: teacher,
        },
      ])
      .returning();
    const students = ['student1', 'student2', 'student3'].map((name) => people.get(name)!);
    await tx.insert(courseMembers).values([
      { courseId: course!.id, userId: teacher, role: 'owner' },
      { courseId: course!.id, userId: people.get('admin')!, role: 'teacher', addedBy: teacher },
      ...students.map((userId) => ({
        courseId: course!.id,
        userId,
        role: 'student' as const,
        addedBy: teacher,
      })),
      { courseId: template!.id, userId: teacher, role: 'owner' },
    ]);
    const items = await tx
      .insert(courseItems)
      .values([
        ...itemRows(course!.id, teacher, now, PROGRAMMING_ITEMS),
        ...itemRows(template!.id, teacher, now, TEMPLATE_ITEMS),
      ])
      .returning({ id: courseItems.id, kind: courseItems.kind });
    // The team meetings are for the course's students, who are invited to them (issue 16).
    const meetings = items.filter((item) => item.kind === 'teamMeeting');
    await tx
      .insert(teamMeetingMembers)
      .values(meetings.flatMap((meeting) => students.map((userId) => ({ meetingId: meeting.id, userId }))));
  });
}
