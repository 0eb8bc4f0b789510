import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import { ASSESSMENT } from '../../../core/constants';
import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import { countOf } from '../../../core/rules/countOf';
import { type ImportResult, type Question, questionSchema } from '../../../core/schemas/assessments';
import { type CourseItemRow, files, questions } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { itemChange } from '../../platform/courseChanges';
import { badRequest } from '../../platform/errors';
import { inTransaction } from '../../platform/transaction';
import { courseChanged } from '../notifications/notify';
import { type FileToKeep, placeEmbeddedFiles } from './embeddedFiles';
import { parseGift } from './formats/gift';
import { parseMoodleXml } from './formats/moodleXml';
import { type FilePlace, type FileWarning, QuestionFileError, type ReadFile } from './formats/questionFile';
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

/** A file kept with an imported question, its bytes already in storage. */
export interface StoredEmbeddedFile {
  id: string;
  name: string;
  contentType: string;
  blobKey: string;
  size: number;
}

/**
 * Adds the questions after the test's own in one transaction, within the most a test may hold, with the files
 * their texts link to as files of the test (embeddedFiles.ts), whose bytes are stored before it (storage keeps
 * bytes by their hash, and keeps them while a row may name them).
 */
async function appendQuestions(
  ctx: ServiceContext,
  item: CourseItemRow,
  added: Question[],
  kept: { files: StoredEmbeddedFile[]; uploaderId: string },
) {
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
    if (kept.files.length)
      await tx.insert(files).values(
        kept.files.map((file) => ({
          ...file,
          purpose: 'itemAttachment' as const,
          courseId: item.courseId,
          itemId: item.id,
          uploaderId: kept.uploaderId,
        })),
      );
    const start = (last?.position ?? -1) + 1;
    await tx
      .insert(questions)
      .values(
        added.map(({ _id, ...q }, index) => ({ itemId: item.id, id: _id, position: start + index, ...q })),
      );
    tx.afterCommit(courseChanged(itemChange(item), ctx.clock.now()));
  });
}

/** Stores the bytes of the files to keep; the rows naming them are written with the questions. */
export async function storeBytes(ctx: ServiceContext, toKeep: FileToKeep[]): Promise<StoredEmbeddedFile[]> {
  const stored: StoredEmbeddedFile[] = [];
  for (const { bytes, ...file } of toKeep) {
    const blob = await ctx.storage.put(bytes);
    stored.push({ ...file, blobKey: blob.key, size: blob.size });
  }
  return stored;
}

/** What a question file holds: the questions to add, with the files their texts embed, and the report. */
export interface ReadQuestions extends ImportResult {
  added: Question[];
  toKeep: FileToKeep[];
}

/**
 * The questions of a GIFT or Moodle XML file, each checked as a question the teacher wrote (its rich text
 * sanitised), with the files their texts embed (embeddedFiles.ts). What the file has that cannot be a question here
 * is reported, in the file's order, with its place and the reason (`refuse` may give one more: a question the
 * importing place cannot hold), and what came in without a part of it (a file left out, a mark rounded) as a
 * warning; a file that is not of its format at all is refused.
 */
export async function questionsOfFile(
  upload: QuestionUpload,
  refuse: (question: Question) => string | null = () => null,
): Promise<ReadQuestions> {
  const read = readFile(upload);
  const imported: ImportResult['imported'] = [];
  const skipped = [...read.skipped];
  const warnings: FileWarning[] = [];
  const added: Question[] = [];
  const toKeep: FileToKeep[] = [];
  for (const { at, name, draft, files: embedded = [] } of read.found) {
    const placed = await placeEmbeddedFiles(draft.text, embedded);
    const checked = questionSchema.safeParse({ _id: randomUUID(), ...draft, text: placed.text });
    if (!checked.success) {
      skipped.push({ ...at, reason: checked.error.issues[0]?.message ?? 'This question is not accepted.' });
      continue;
    }
    const refused = refuse(checked.data);
    if (refused) {
      skipped.push({ ...at, reason: refused });
      continue;
    }
    added.push(checked.data);
    imported.push({ type: checked.data.type, name });
    // What the file says of a question left out is not news: its reason says why.
    warnings.push(...read.warnings.filter((warning) => placeOf(warning) === placeOf(at)));
    warnings.push(...placed.warnings.map((warning) => ({ ...at, warning })));
    toKeep.push(...placed.toKeep);
  }
  return {
    added,
    toKeep,
    imported,
    skipped: skipped.sort((a, b) => placeOf(a) - placeOf(b)),
    warnings: warnings.sort((a, b) => placeOf(a) - placeOf(b)),
  };
}

/**
 * POST /api/v1/{test|exam}/importQuestions/{refId}: the questions of a GIFT or Moodle XML file (questionsOfFile),
 * added after the test's own in one go, with the files their texts embed kept as uploaded by `uploaderId`, the
 * teacher importing. A file that is not of its format at all is refused, and nothing changes.
 */
export async function importQuestions(
  ctx: ServiceContext,
  item: CourseItemRow,
  upload: QuestionUpload,
  uploaderId: string,
): Promise<ImportResult> {
  const { added, toKeep, ...result } = await questionsOfFile(upload);
  if (added.length)
    await appendQuestions(ctx, item, added, { files: await storeBytes(ctx, toKeep), uploaderId });
  return result;
}

/** What an import's reply says: how many came in, and how many were skipped (each with its reason). */
export function importedMessage({ imported, skipped }: ImportResult): string {
  if (!imported.length) return 'No question was imported: see why each was skipped.';
  const left = skipped.length ? `; ${countOf(skipped.length, 'question')} skipped, each with the reason` : '';
  return `${countOf(imported.length, 'question')} imported${left}.`;
}
