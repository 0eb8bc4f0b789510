import { and, eq, inArray, isNull } from 'drizzle-orm';
import { COURSEWORK_KINDS } from '../../../core/contracts/coursework';
import { ASSESSMENT_KINDS, isAssessmentKind } from '../../../core/itemKinds';
import { markingPageOf } from '../../../core/rules/markingPage';
import type { ToMarkLine } from '../../../core/schemas/courseItems';
import type { Db } from '../../db/client';
import { courseItems, courseMembers, courses } from '../../db/schema';
import { attemptTallies } from '../assessments/workReads';
import type { WaitingTally } from '../courses/itemWork';
import { submissionTallies } from '../coursework/workReads';

/**
 * GET /api/v1/item/toMark/{userId} (issue 37): the teacher's to-do list. Every test, exam, assignment, project and
 * lab of the courses they teach (templates aside: nobody hands work in there) with work waiting for a mark, as the
 * item lists count it (the same tallies), oldest hand-in first. Three queries, however many items and students.
 */
export async function toMarkOf(db: Db, userId: string): Promise<ToMarkLine[]> {
  const taught = await db
    .select({
      id: courseItems.id,
      kind: courseItems.kind,
      title: courseItems.title,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .innerJoin(courseItems, eq(courseItems.courseId, courses.id))
    .where(
      and(
        eq(courseMembers.userId, userId),
        inArray(courseMembers.role, ['owner', 'teacher']),
        eq(courses.isTemplate, false),
        isNull(courses.removedAt),
        isNull(courseItems.removedAt),
        inArray(courseItems.kind, [...ASSESSMENT_KINDS, ...COURSEWORK_KINDS]),
      ),
    );
  const idsOf = (assessment: boolean) =>
    taught.filter((item) => isAssessmentKind(item.kind) === assessment).map((item) => item.id);
  const [attemptTally, submissionTally] = await Promise.all([
    attemptTallies(db, idsOf(true)),
    submissionTallies(db, idsOf(false)),
  ]);
  const lines: (ToMarkLine & { oldest: number })[] = [];
  for (const item of taught) {
    const tally: WaitingTally | undefined = (
      isAssessmentKind(item.kind) ? attemptTally : submissionTally
    ).get(item.id);
    if (!tally?.toMark || !tally.oldestToMarkAt) continue;
    lines.push({
      item: { _id: item.id, kind: item.kind, title: item.title },
      course: { _id: item.courseId, name: item.courseName },
      toMark: tally.toMark,
      oldestHandedInAt: tally.oldestToMarkAt.toISOString(),
      link: markingPageOf(item.kind, item.courseId, item.id) ?? '',
      oldest: tally.oldestToMarkAt.getTime(),
    });
  }
  return lines
    .sort((a, b) => a.oldest - b.oldest || a.item.title.localeCompare(b.item.title))
    .map(({ oldest: _, ...line }) => line);
}
