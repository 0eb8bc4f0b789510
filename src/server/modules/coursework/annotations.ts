import { and, asc, eq, isNull } from 'drizzle-orm';
import { inlineKind } from '../../../core/rules/inlineFiles';
import type { Annotation, AnnotationShape } from '../../../core/schemas/annotations';
import type { Db } from '../../db/client';
import { files, type SubmissionAnnotationRow, submissionAnnotations, users } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { ServiceContext } from '../../platform/context';
import { badRequest, notFound } from '../../platform/errors';
import type { SubmissionAccess } from './policy';
import { studentSeesAssessment } from './presenter';

/**
 * A teacher's annotations on handed-in work (issue 37): highlights, comments and drawings on the pages of the
 * submission's PDFs and pictures. The students whose work it is read them with their mark, once it is released;
 * before that they are told nothing, not even that there are any.
 */

function present(row: SubmissionAnnotationRow, author: { _id: string; fullName: string } | null): Annotation {
  return {
    _id: row.id,
    fileId: row.fileId,
    page: row.page,
    shape: row.shape,
    author,
    createdAt: row.createdAt.toISOString(),
  };
}

async function authorOf(db: Db, authorId: string | null) {
  if (!authorId) return null;
  const [author] = await db
    .select({ _id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, authorId))
    .limit(1);
  return author ?? null;
}

/** GET /api/v1/assessment/getAnnotations/{assessmentId}: the oldest first; empty for a student before release. */
export async function annotationList(
  db: Db,
  { teaches, submission }: SubmissionAccess,
): Promise<Annotation[]> {
  if (!teaches && !studentSeesAssessment(submission)) return [];
  const rows = await db
    .select({ annotation: submissionAnnotations, authorName: users.fullName })
    .from(submissionAnnotations)
    .leftJoin(users, eq(users.id, submissionAnnotations.authorId))
    .where(eq(submissionAnnotations.submissionId, submission.id))
    .orderBy(asc(submissionAnnotations.createdAt), asc(submissionAnnotations.id));
  return rows.map(({ annotation, authorName }) =>
    present(
      annotation,
      annotation.authorId && authorName !== null ? { _id: annotation.authorId, fullName: authorName } : null,
    ),
  );
}

/** POST /api/v1/assessment/addAnnotation: on a PDF or picture the work holds now. */
export async function addAnnotation(
  ctx: ServiceContext,
  caller: AuthUser,
  { submission }: SubmissionAccess,
  body: { fileId: string; page: number; shape: AnnotationShape },
): Promise<Annotation> {
  const [file] = await ctx.db
    .select({ contentType: files.contentType })
    .from(files)
    .where(and(eq(files.id, body.fileId), eq(files.submissionId, submission.id), isNull(files.removedAt)))
    .limit(1);
  if (!file) throw badRequest('That file is not part of this work.', { fileId: 'Not a file of this work.' });
  if (!inlineKind(file))
    throw badRequest('Only a PDF or a picture can be annotated.', { fileId: 'Not a PDF or a picture.' });
  if (inlineKind(file) === 'image' && body.page !== 1)
    throw badRequest('A picture has one page.', { page: 'A picture has one page.' });
  const [row] = await ctx.db
    .insert(submissionAnnotations)
    .values({
      submissionId: submission.id,
      fileId: body.fileId,
      page: body.page,
      shape: body.shape,
      authorId: caller.id,
      createdAt: ctx.clock.now(),
    })
    .returning();
  return present(row!, await authorOf(ctx.db, caller.id));
}

async function findAnnotation(db: Db, submissionId: string, annotationId: string) {
  const [row] = await db
    .select()
    .from(submissionAnnotations)
    .where(
      and(eq(submissionAnnotations.id, annotationId), eq(submissionAnnotations.submissionId, submissionId)),
    )
    .limit(1);
  if (!row) throw notFound('This annotation is gone: it may have been removed.');
  return row;
}

/** POST /api/v1/assessment/changeAnnotation: a comment's text; a highlight or drawing has none. */
export async function changeAnnotation(
  ctx: ServiceContext,
  { submission }: SubmissionAccess,
  body: { annotationId: string; text: string },
): Promise<Annotation> {
  const row = await findAnnotation(ctx.db, submission.id, body.annotationId);
  if (row.shape.kind !== 'comment')
    throw badRequest('Only a comment has text to change.', { annotationId: 'Not a comment.' });
  const [changed] = await ctx.db
    .update(submissionAnnotations)
    .set({ shape: { ...row.shape, text: body.text } })
    .where(eq(submissionAnnotations.id, row.id))
    .returning();
  return present(changed!, await authorOf(ctx.db, changed!.authorId));
}

/** POST /api/v1/assessment/removeAnnotation. */
export async function removeAnnotation(
  ctx: ServiceContext,
  { submission }: SubmissionAccess,
  annotationId: string,
): Promise<void> {
  const row = await findAnnotation(ctx.db, submission.id, annotationId);
  await ctx.db.delete(submissionAnnotations).where(eq(submissionAnnotations.id, row.id));
}
