import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { COURSEWORK, DISCUSSION } from '../../../core/constants';
import { markingPageOf } from '../../../core/rules/markingPage';
import { GRADED_KINDS, type GradebookColumn, type GradebookWeights } from '../../../core/schemas/gradebook';
import type { Db } from '../../db/client';
import {
  attempts,
  type CourseItemRow,
  courseItems,
  courseworkSettings,
  discussionSettings,
  gradebookWeights,
  projectGroups,
  questions,
  submissions,
} from '../../db/schema';

/** A column with what the cells of its items are judged by: their end, a live sitting, whether it has questions. */
export interface BookColumn extends GradebookColumn {
  item: CourseItemRow;
  noQuestions: boolean;
}

/**
 * The course's marked items, in course order, each with the most it gives (a coursework item's max mark, a
 * discussion's, the sum of a test's question marks) and how many of its marks wait for release: one query.
 */
export async function columnsOf(db: Db, courseId: string): Promise<BookColumn[]> {
  const questionMarks = sql<
    number | null
  >`(select sum(${questions.marks}) from ${questions} where ${questions.itemId} = ${courseItems.id})`;
  const unreleased = sql<number>`case when ${courseItems.kind} in ('test', 'exam')
      then (select count(*) from ${attempts} where ${attempts.itemId} = ${courseItems.id} and ${attempts.state} = 'graded')
      else (select count(*) from ${submissions} where ${submissions.itemId} = ${courseItems.id} and ${submissions.state} = 'graded') end`;
  const rows = await db
    .select({
      item: courseItems,
      courseworkMax: courseworkSettings.maxMark,
      discussionMax: discussionSettings.maxMark,
      questionMarks: questionMarks.mapWith(Number),
      hasQuestions: sql<boolean>`${questionMarks} is not null`,
      unreleased: unreleased.mapWith(Number),
    })
    .from(courseItems)
    .leftJoin(courseworkSettings, eq(courseworkSettings.itemId, courseItems.id))
    .leftJoin(discussionSettings, eq(discussionSettings.discussionId, courseItems.id))
    .where(
      and(
        eq(courseItems.courseId, courseId),
        isNull(courseItems.removedAt),
        inArray(courseItems.kind, [...GRADED_KINDS]),
      ),
    )
    .orderBy(asc(courseItems.startAt), asc(courseItems.position), asc(courseItems.id));
  return rows.map(({ item, courseworkMax, discussionMax, questionMarks, hasQuestions, unreleased }) => {
    const kind = item.kind as GradebookColumn['kind'];
    const max =
      kind === 'discussion'
        ? (discussionMax ?? DISCUSSION.defaultMaxMark)
        : kind === 'test' || kind === 'exam'
          ? (questionMarks ?? 0)
          : (courseworkMax ?? COURSEWORK.defaultMaxMark);
    return {
      _id: item.id,
      kind,
      title: item.title,
      max,
      link: markingPageOf(kind, item.courseId, item.id) ?? '',
      unreleased: kind === 'discussion' ? 0 : unreleased,
      item,
      noQuestions: !hasQuestions,
    };
  });
}

/** The teacher's weights for the course; everything weighs alike until they set some. */
export async function weightsOf(db: Db, courseId: string): Promise<GradebookWeights> {
  const [row] = await db
    .select({ kinds: gradebookWeights.kinds, items: gradebookWeights.items })
    .from(gradebookWeights)
    .where(eq(gradebookWeights.courseId, courseId))
    .limit(1);
  return row ?? { kinds: {}, items: {} };
}

/** The groups to filter the book by: each project's groups, projects in course order. */
export async function groupsOf(db: Db, columns: readonly BookColumn[]) {
  const projects = columns.filter((column) => column.kind === 'project');
  if (!projects.length) return [];
  const rows = await db
    .select({ _id: projectGroups.id, name: projectGroups.name, itemId: projectGroups.itemId })
    .from(projectGroups)
    .where(
      inArray(
        projectGroups.itemId,
        projects.map((project) => project._id),
      ),
    )
    .orderBy(asc(projectGroups.position), asc(projectGroups.id));
  const order = new Map(projects.map((project, index) => [project._id, index]));
  return rows
    .sort((a, b) => order.get(a.itemId)! - order.get(b.itemId)!)
    .map(({ _id, name, itemId }) => ({ _id, name, project: projects[order.get(itemId)!]!.title }));
}
