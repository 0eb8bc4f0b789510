import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { COURSEWORK } from '../../../core/constants';
import { personName } from '../../../core/rules/personName';
import type {
  FeedbackLine,
  MarkingLine,
  MyMarkLine,
  SubmissionState,
} from '../../../core/schemas/coursework';
import type { Db } from '../../db/client';
import {
  courseMembers,
  courseworkSettings,
  projectGroupMembers,
  projectGroups,
  submissions,
} from '../../db/schema';
import { itemsVisibleTo, type VisibleItem } from '../courses/visibleItems';
import { peopleById } from './presenter';
import { DEFAULT_SETTINGS, isCourseworkKind } from './settings';
import { ownWork } from './submissionRows';

/** The assignments, projects and labs a user sees across their courses, taught or attended, templates aside. */
async function courseworkOf(db: Db, userId: string, as: 'teacher' | 'student', now: Date) {
  const visible = await itemsVisibleTo(db, userId, { now });
  return visible
    .filter(
      ({ item, course, role }) =>
        isCourseworkKind(item.kind) && !course.isTemplate && (role === 'student') === (as === 'student'),
    )
    .sort((a, b) => b.item.endAt.getTime() - a.item.endAt.getTime());
}

function overviewItem({ item, course }: VisibleItem): MarkingLine['item'] {
  return {
    _id: item.id,
    kind: item.kind as MarkingLine['item']['kind'],
    title: item.title,
    endDate: item.endAt.toISOString(),
    courseId: course.id,
    courseName: course.name,
  };
}

/** Counts by one key, from rows of `{ key, n }`. */
const countsBy = (rows: { key: string | null; n: number }[]) =>
  new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, row.n] as const])));

/**
 * GET /api/v1/assessment/getMarkingOverview (SPEC §2 /evaluate): every assignment, project and lab of the courses
 * the teacher teaches, latest deadline first, with how much work is expected, waits to be graded, is graded and not
 * released, and is released. A project expects one piece per group and one per student in no group.
 */
export async function markingOverview(db: Db, teacherId: string, now: Date): Promise<MarkingLine[]> {
  const items = await courseworkOf(db, teacherId, 'teacher', now);
  if (!items.length) return [];
  const itemIds = items.map(({ item }) => item.id);
  const courseIds = [...new Set(items.map(({ course }) => course.id))];
  const [students, groups, grouped, states] = await Promise.all([
    db
      .select({ key: courseMembers.courseId, n: count() })
      .from(courseMembers)
      .where(and(inArray(courseMembers.courseId, courseIds), eq(courseMembers.role, 'student')))
      .groupBy(courseMembers.courseId),
    db
      .select({ key: projectGroups.itemId, n: count() })
      .from(projectGroups)
      .where(inArray(projectGroups.itemId, itemIds))
      .groupBy(projectGroups.itemId),
    db
      .select({ key: projectGroupMembers.itemId, n: count() })
      .from(projectGroupMembers)
      .where(inArray(projectGroupMembers.itemId, itemIds))
      .groupBy(projectGroupMembers.itemId),
    db
      .select({ itemId: submissions.itemId, state: submissions.state, late: submissions.late, n: count() })
      .from(submissions)
      .where(inArray(submissions.itemId, itemIds))
      .groupBy(submissions.itemId, submissions.state, submissions.late),
  ]);
  const studentsIn = countsBy(students);
  const groupsOf = countsBy(groups);
  const groupedIn = countsBy(grouped);
  return items.map((visible) => {
    const { item, course } = visible;
    const enrolled = studentsIn.get(course.id) ?? 0;
    const expected =
      item.kind === 'project'
        ? (groupsOf.get(item.id) ?? 0) + Math.max(0, enrolled - (groupedIn.get(item.id) ?? 0))
        : enrolled;
    const of = (state: SubmissionState) =>
      states.filter((s) => s.itemId === item.id && s.state === state).reduce((sum, s) => sum + s.n, 0);
    const late = states
      .filter((s) => s.itemId === item.id && s.late && s.state !== 'draft')
      .reduce((sum, s) => sum + s.n, 0);
    return {
      item: overviewItem(visible),
      expected,
      toGrade: of('submitted'),
      graded: of('graded'),
      released: of('released'),
      late,
    };
  });
}

/**
 * GET /api/v1/assessment/getMyMarks (SPEC §2 /evaluate_student): the student's own work (their group's, in a
 * project) in every assignment, project and lab they see, latest deadline first, with the mark once released.
 */
export async function myMarks(db: Db, studentId: string, now: Date): Promise<MyMarkLine[]> {
  const items = await courseworkOf(db, studentId, 'student', now);
  if (!items.length) return [];
  const itemIds = items.map(({ item }) => item.id);
  const myGroups = await db
    .select({ groupId: projectGroupMembers.groupId })
    .from(projectGroupMembers)
    .where(and(eq(projectGroupMembers.userId, studentId), inArray(projectGroupMembers.itemId, itemIds)));
  const [rows, settings] = await Promise.all([
    db
      .select()
      .from(submissions)
      .where(
        and(
          inArray(submissions.itemId, itemIds),
          ownWork(
            studentId,
            myGroups.map((g) => g.groupId),
          ),
        ),
      ),
    db.select().from(courseworkSettings).where(inArray(courseworkSettings.itemId, itemIds)),
  ]);
  return items.map((visible) => {
    const row = rows.find((r) => r.itemId === visible.item.id);
    const maxMark = settings.find((s) => s.itemId === visible.item.id)?.maxMark ?? DEFAULT_SETTINGS.maxMark;
    const released = row?.state === 'released';
    return {
      item: overviewItem(visible),
      state: row?.state ?? 'notStarted',
      late: row?.late ?? false,
      mark: released ? row.mark : null,
      maxMark,
    };
  });
}

/**
 * GET /api/v1/assessment/getFeedbackList (SPEC §2 /feedback): the marked work of the courses the teacher teaches,
 * most recently marked first, with its written feedback, who marked it, and whether the students have it yet.
 */
export async function feedbackList(db: Db, teacherId: string, now: Date): Promise<FeedbackLine[]> {
  const items = await courseworkOf(db, teacherId, 'teacher', now);
  if (!items.length) return [];
  const rows = await db
    .select()
    .from(submissions)
    .where(
      and(
        inArray(
          submissions.itemId,
          items.map(({ item }) => item.id),
        ),
        isNotNull(submissions.gradedAt),
        isNotNull(submissions.mark),
      ),
    )
    .orderBy(desc(submissions.gradedAt))
    .limit(COURSEWORK.feedbackListMax);
  if (!rows.length) return [];
  const itemIds = [...new Set(rows.map((row) => row.itemId))];
  const groupIds = rows.flatMap((row) => (row.groupId ? [row.groupId] : []));
  const peopleIds = [...new Set(rows.flatMap((row) => [row.authorId, row.gradedBy ?? row.authorId]))];
  const [people, groups, settings] = await Promise.all([
    peopleById(db, peopleIds),
    groupIds.length
      ? db
          .select({ id: projectGroups.id, name: projectGroups.name })
          .from(projectGroups)
          .where(inArray(projectGroups.id, groupIds))
      : [],
    db.select().from(courseworkSettings).where(inArray(courseworkSettings.itemId, itemIds)),
  ]);
  const person = (id: string) => people.get(id) ?? { _id: id, username: '', fullName: '' };
  return rows.flatMap((row) => {
    const visible = items.find(({ item }) => item.id === row.itemId);
    if (!visible || row.mark === null || !row.gradedAt) return [];
    const author = person(row.authorId);
    const group = row.groupId ? groups.find((g) => g.id === row.groupId) : undefined;
    return [
      {
        assessmentId: row.id,
        item: overviewItem(visible),
        who: group ? `Group ${group.name}` : personName(author),
        mark: row.mark,
        maxMark: settings.find((s) => s.itemId === row.itemId)?.maxMark ?? DEFAULT_SETTINGS.maxMark,
        feedback: row.feedback,
        gradedAt: row.gradedAt.toISOString(),
        gradedBy: person(row.gradedBy ?? row.authorId),
        released: row.state === 'released',
      },
    ];
  });
}
