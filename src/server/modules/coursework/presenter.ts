import { eq, inArray } from 'drizzle-orm';
import type { Submission } from '../../../core/schemas/coursework';
import type { Db } from '../../db/client';
import { type CourseItemRow, files, type SubmissionRow, users } from '../../db/schema';
import { listFiles } from '../storedFiles/service';
import { personColumns, presentPerson } from '../users/person';
import { loadGroups } from './groups';
import type { StoredSettings } from './settings';

/** The names of these users, by id, as a submission shows its people. */
export async function peopleById(db: Db, ids: string[]) {
  const rows = ids.length ? await db.select(personColumns).from(users).where(inArray(users.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, presentPerson(row)]));
}

/**
 * A submission as its readers see it (SPEC §7 assessment): its author, group, answer and files, and the teacher's
 * assessment when `showAssessment` (teachers always; students once it is released).
 */
export async function presentSubmission(
  db: Db,
  row: SubmissionRow,
  item: Pick<CourseItemRow, 'id' | 'courseId'>,
  settings: Pick<StoredSettings, 'maxMark'>,
  showAssessment: boolean,
): Promise<Submission> {
  const people = await peopleById(db, [row.authorId, ...(row.gradedBy ? [row.gradedBy] : [])]);
  const group = row.groupId
    ? ((await loadGroups(db, item.id)).find((g) => g._id === row.groupId) ?? null)
    : null;
  const assessed = row.gradedAt !== null && row.mark !== null;
  return {
    _id: row.id,
    itemId: item.id,
    courseId: item.courseId,
    author: people.get(row.authorId) ?? { _id: row.authorId, username: '', fullName: '' },
    group,
    answer: row.answer,
    state: row.state,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    late: row.late,
    files: await listFiles(db, eq(files.submissionId, row.id)),
    updatedAt: row.updatedAt.toISOString(),
    assessment:
      showAssessment && assessed
        ? {
            mark: row.mark!,
            maxMark: settings.maxMark,
            rubricScores: row.rubricScores,
            feedback: row.feedback,
            gradedAt: row.gradedAt!.toISOString(),
            gradedBy: row.gradedBy
              ? (people.get(row.gradedBy) ?? { _id: row.gradedBy, username: '', fullName: '' })
              : { _id: '', username: '', fullName: '' },
            releasedAt: row.releasedAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** Whether a student sees the assessment: only once the teacher has released it. */
export const studentSeesAssessment = (row: Pick<SubmissionRow, 'state'>) => row.state === 'released';
