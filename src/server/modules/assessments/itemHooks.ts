import { count, eq, sum } from 'drizzle-orm';
import type { AssessmentContent, AssessmentSettings, Question } from '../../../core/schemas/assessments';
import type { Db } from '../../db/client';
import { assessmentSettings, questions } from '../../db/schema';
import { roomsClose } from '../../platform/liveEvents';
import { proctorRoom } from '../../platform/rooms';
import type { Tx } from '../../platform/transaction';
import { baseItemHooks, type ItemKindHooks } from '../courses/itemKindHooks';
import { presentItem } from '../courses/presenter';
import { loadQuestions } from './questions';
import { loadAssessmentSettings } from './settings';

/** What `getCurrent` adds to a test or an exam for anyone who may see it: its settings and size, never a question. */
export async function assessmentContent(db: Db, itemId: string): Promise<AssessmentContent> {
  const [size] = await db
    .select({ questionCount: count(), totalMarks: sum(questions.marks) })
    .from(questions)
    .where(eq(questions.itemId, itemId));
  return {
    ...(await loadAssessmentSettings(db, itemId)),
    questionCount: size?.questionCount ?? 0,
    totalMarks: Number(size?.totalMarks ?? 0),
  };
}

/** What a test keeps beside its row that is the teacher's work: its settings (if set) and its questions. */
interface AuthoredContent {
  settings?: AssessmentSettings;
  questions: Question[];
}

async function authoredContent(db: Db, itemId: string): Promise<AuthoredContent> {
  const [row] = await db
    .select()
    .from(assessmentSettings)
    .where(eq(assessmentSettings.itemId, itemId))
    .limit(1);
  const list = await loadQuestions(db, itemId);
  if (!row) return { questions: list };
  const { itemId: _, ...settings } = row;
  return { settings, questions: list };
}

/** Writes a test's settings and questions where it has none (a copy, or a restore of what went). */
async function writeAuthoredContent(tx: Tx, itemId: string, content: AuthoredContent) {
  if (content.settings)
    await tx
      .insert(assessmentSettings)
      .values({ itemId, ...content.settings })
      .onConflictDoNothing();
  const [held] = await tx.select({ count: count() }).from(questions).where(eq(questions.itemId, itemId));
  if (held?.count || !content.questions.length) return;
  await tx
    .insert(questions)
    .values(
      content.questions.map(({ _id, ...question }, position) => ({ itemId, id: _id, position, ...question })),
    );
}

/**
 * Tests and exams (issue 15). A template's copy gets the settings and questions, never its attempts nor its
 * accommodations, which belong to the template's students. Removing a test only marks it, so all it keeps stays, out
 * of reach while it is removed; the deleted history keeps its settings and questions too, and a restore puts them
 * back if they went. A removed one closes its proctor's room to those watching the roster.
 */
export const assessmentHooks: ItemKindHooks<AssessmentContent> = {
  ...baseItemHooks,
  current: async (db, { item }) => ({ ...presentItem(item), ...(await assessmentContent(db, item.id)) }),
  copyFromTemplate: async (tx, template, copy) =>
    writeAuthoredContent(tx, copy.id, await authoredContent(tx, template.id)),
  removalSnapshot: (tx, item) => authoredContent(tx, item.id),
  async restored(tx, item, content) {
    const kept = content as AuthoredContent | undefined;
    if (kept?.questions) await writeAuthoredContent(tx, item.id, kept);
  },
  async removed(tx, item) {
    tx.afterCommit(roomsClose([proctorRoom(item.id)]));
  },
};
