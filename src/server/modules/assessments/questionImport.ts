import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import { ASSESSMENT } from '../../../core/constants';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { type ImportResult, type Question, questionSchema } from '../../../core/schemas/assessments';
import { type CourseItemRow, questions } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { courseChanged } from '../notifications/notify';
import { parseGift } from './formats/gift';
import { parseMoodleXml } from './formats/moodleXml';
import { type FilePlace, QuestionFileError, type ReadFile } from './formats/questionFile';
import type { QuestionUpload } from './importUpload';
import { assertFitsOpenAttempts, loadQuestions, lockItem } from './questions';

const PARSERS = { gift: parseGift, moodlexml: parseMoodleXml } as const;

function readFile({ format, text }: QuestionUpload): ReadFile {
  try {
    return PARSERS[format](text);
  } catch (error) {
    if (error instanceof QuestionFileError) throw badRequest(error.message, { file: error.message });
    throw error;
  }
}

const placeOf = (at: FilePlace) => ('line' in at ? at.line : at.index);

/** Adds the questions after the test's own in one transaction, within the most a test may hold. */
async function appendQuestions(ctx: ServiceContext, item: CourseItemRow, added: Question[]) {
  const kind = ITEM_KIND_DEFINITIONS[item.kind].labels.one.toLowerCase();
  await inTransaction(ctx, async (tx) => {
    await lockItem(tx, item.id);
    const before = await loadQuestions(tx, item.id);
    if (before.length + added.length > ASSESSMENT.questionsMax)
      throw badRequest(
        `This ${kind} has ${before.length} questions and the file ${added.length} more, but a ${kind} holds at ` +
          `most ${ASSESSMENT.questionsMax}. Import fewer questions, or split the ${kind}.`,
      );
    await assertFitsOpenAttempts(tx, item, before, [...before, ...added]);
    const [last] = await tx
      .select({ position: max(questions.position) })
      .from(questions)
      .where(eq(questions.itemId, item.id));
    const start = (last?.position ?? -1) + 1;
    await tx
      .insert(questions)
      .values(
        added.map(({ _id, ...q }, index) => ({ itemId: item.id, id: _id, position: start + index, ...q })),
      );
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}

/**
 * POST /api/v1/{test|exam}/importQuestions/{refId}: the questions of a GIFT or Moodle XML file, each checked as a
 * question the teacher wrote (its rich text sanitised), added after the test's own in one go. What the file has
 * that cannot be a question here is reported, in the file's order, with its place and the reason; a file that is
 * not of its format at all is refused, and nothing changes.
 */
export async function importQuestions(
  ctx: ServiceContext,
  item: CourseItemRow,
  upload: QuestionUpload,
): Promise<ImportResult> {
  const read = readFile(upload);
  const imported: ImportResult['imported'] = [];
  const skipped = [...read.skipped];
  const added: Question[] = [];
  for (const { at, name, draft } of read.found) {
    const checked = questionSchema.safeParse({ _id: randomUUID(), ...draft });
    if (checked.success) {
      added.push(checked.data);
      imported.push({ type: checked.data.type, name });
    } else
      skipped.push({ ...at, reason: checked.error.issues[0]?.message ?? 'This question is not accepted.' });
  }
  if (added.length) await appendQuestions(ctx, item, added);
  return { imported, skipped: skipped.sort((a, b) => placeOf(a) - placeOf(b)) };
}
