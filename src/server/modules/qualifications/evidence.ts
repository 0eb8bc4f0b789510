import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { AddEvidence, Evidence, GradedWork } from '../../../core/schemas/qualifications';
import type { Db } from '../../db/client';
import {
  attempts,
  courseItems,
  courses,
  courseworkSettings,
  cvqUnits,
  files,
  type PortfolioRow,
  portfolioEvidence,
  projectGroupMembers,
  submissions,
} from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';

/**
 * Issue 35: evidence a student puts in their portfolio for a unit: a text, a file they uploaded for it (purpose
 * `portfolioEvidence`), or a link to their own graded work (a submission of an assignment, project or lab, their
 * group's included, or an attempt at a test or exam) whose mark has been released to them.
 */

const markOf = (mark: number | null, max: number | null) =>
  mark === null ? '' : max === null ? String(mark) : `${mark} / ${max}`;

/** The student's own graded work: released submissions (theirs or their group's) and released attempts. */
export async function gradedWorkOf(db: Db, studentId: string, only?: { kind: string; id: string }) {
  const groups = db
    .select({ id: projectGroupMembers.groupId })
    .from(projectGroupMembers)
    .where(eq(projectGroupMembers.userId, studentId));
  const work: GradedWork[] = [];
  if (!only || only.kind === 'submission') {
    const rows = await db
      .select({
        id: submissions.id,
        mark: submissions.mark,
        max: courseworkSettings.maxMark,
        itemTitle: courseItems.title,
        itemKind: courseItems.kind,
        courseName: courses.name,
      })
      .from(submissions)
      .innerJoin(courseItems, and(eq(courseItems.id, submissions.itemId), isNull(courseItems.removedAt)))
      .innerJoin(courses, and(eq(courses.id, courseItems.courseId), isNull(courses.removedAt)))
      .leftJoin(courseworkSettings, eq(courseworkSettings.itemId, courseItems.id))
      .where(
        and(
          or(eq(submissions.authorId, studentId), inArray(submissions.groupId, groups)),
          isNotNull(submissions.releasedAt),
          only ? eq(submissions.id, only.id) : undefined,
        ),
      )
      .orderBy(desc(submissions.releasedAt));
    work.push(
      ...rows.map((r) => ({
        kind: 'submission' as const,
        _id: r.id,
        itemTitle: r.itemTitle,
        itemKind: r.itemKind,
        courseName: r.courseName,
        mark: markOf(r.mark, r.max),
      })),
    );
  }
  if (!only || only.kind === 'attempt') {
    const rows = await db
      .select({
        id: attempts.id,
        mark: attempts.mark,
        itemTitle: courseItems.title,
        itemKind: courseItems.kind,
        courseName: courses.name,
      })
      .from(attempts)
      .innerJoin(courseItems, and(eq(courseItems.id, attempts.itemId), isNull(courseItems.removedAt)))
      .innerJoin(courses, and(eq(courses.id, courseItems.courseId), isNull(courses.removedAt)))
      .where(
        and(
          eq(attempts.userId, studentId),
          isNotNull(attempts.releasedAt),
          only ? eq(attempts.id, only.id) : undefined,
        ),
      )
      .orderBy(desc(attempts.releasedAt));
    work.push(
      ...rows.map((r) => ({
        kind: 'attempt' as const,
        _id: r.id,
        itemTitle: r.itemTitle,
        itemKind: r.itemKind,
        courseName: r.courseName,
        mark: markOf(r.mark, null),
      })),
    );
  }
  return work;
}

export async function listEvidence(db: Db, portfolio: PortfolioRow): Promise<Evidence[]> {
  const rows = await db
    .select({
      e: portfolioEvidence,
      file: { _id: files.id, name: files.name, contentType: files.contentType, size: files.size },
    })
    .from(portfolioEvidence)
    .leftJoin(files, eq(files.id, portfolioEvidence.fileId))
    .where(eq(portfolioEvidence.portfolioId, portfolio.id))
    .orderBy(asc(portfolioEvidence.createdAt));
  const work = rows.some((r) => r.e.kind === 'work') ? await gradedWorkOf(db, portfolio.studentId) : [];
  return rows.map(({ e, file }) => ({
    _id: e.id,
    unitId: e.unitId,
    kind: e.kind,
    title: e.title,
    text: e.text,
    file: e.kind === 'file' && file ? file : null,
    work: e.kind === 'work' ? (work.find((w) => w.kind === e.workKind && w._id === e.workId) ?? null) : null,
    createdAt: e.createdAt.toISOString(),
  }));
}

export async function addEvidence(
  db: Db,
  portfolio: PortfolioRow,
  body: AddEvidence,
): Promise<{ _id: string }> {
  const [unit] = await db
    .select({ id: cvqUnits.id })
    .from(cvqUnits)
    .where(and(eq(cvqUnits.id, body.unitId), eq(cvqUnits.cvqId, portfolio.cvqId)))
    .limit(1);
  if (!unit)
    throw badRequest('That unit is not part of this qualification.', {
      unitId: 'Not in this qualification.',
    });
  const base = { portfolioId: portfolio.id, unitId: unit.id, kind: body.kind };
  let values: typeof portfolioEvidence.$inferInsert;
  if (body.kind === 'text') values = { ...base, title: body.title, text: body.text };
  else if (body.kind === 'file') {
    const [file] = await db
      .select({ id: files.id, name: files.name })
      .from(files)
      .where(
        and(
          eq(files.id, body.fileId),
          eq(files.uploaderId, portfolio.studentId),
          eq(files.purpose, 'portfolioEvidence'),
          isNull(files.removedAt),
        ),
      )
      .limit(1);
    if (!file)
      throw badRequest('Attach a file you uploaded for your portfolio.', {
        fileId: 'Not your portfolio upload.',
      });
    values = { ...base, title: body.title || file.name, fileId: file.id };
  } else {
    const [work] = await gradedWorkOf(db, portfolio.studentId, { kind: body.workKind, id: body.workId });
    if (!work)
      throw badRequest('Link only your own work that has been marked and released to you.', {
        workId: 'Not your graded work.',
      });
    values = {
      ...base,
      title: body.title || `${work.itemTitle} (${work.courseName})`,
      workKind: work.kind,
      workId: work._id,
    };
  }
  const [row] = await db.insert(portfolioEvidence).values(values).returning({ id: portfolioEvidence.id });
  return { _id: row!.id };
}

export async function removeEvidence(db: Db, portfolio: PortfolioRow, evidenceId: string) {
  const [removed] = await db
    .delete(portfolioEvidence)
    .where(and(eq(portfolioEvidence.id, evidenceId), eq(portfolioEvidence.portfolioId, portfolio.id)))
    .returning({ id: portfolioEvidence.id });
  if (!removed) throw notFound('No such evidence in this portfolio.');
}
