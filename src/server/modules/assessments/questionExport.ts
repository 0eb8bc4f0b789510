import type { ImportFormat } from '../../../core/schemas/assessments';
import type { Db } from '../../db/client';
import type { CourseItemRow } from '../../db/schema';
import type { BlobStore } from '../../storage/blobStore';
import { filesLinkedFrom } from './embeddedFiles';
import { toGift } from './formats/gift';
import { toMoodleXml } from './formats/moodleXml';
import { loadQuestions } from './questions';

export interface QuestionFile {
  fileName: string;
  contentType: string;
  body: string;
}

/** A file name from a title: no path separators, quotes or control characters, at most 80 characters. */
const safeName = (title: string) =>
  title
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

/**
 * GET /api/v1/{test|exam}/exportQuestions/{refId}?format=: the test's questions, keys included, as a GIFT file
 * (text, which Moodle imports as .txt) or a Moodle XML file, named after the test. A Moodle XML file holds the files
 * the questions link to (a recording an import kept), as Moodle's own exports do; GIFT
 * has no place for files, and its links stay addresses of this app.
 */
export async function exportQuestions(
  db: Db,
  item: CourseItemRow,
  format: ImportFormat,
  storage: BlobStore,
): Promise<QuestionFile> {
  const list = await loadQuestions(db, item.id);
  const name = safeName(item.title) || item.kind;
  const texts = list.map((question) => question.text);
  return format === 'gift'
    ? {
        fileName: `${name}.gift.txt`,
        contentType: 'text/plain; charset=utf-8',
        body: toGift(list, item.title),
      }
    : {
        fileName: `${name}.moodle.xml`,
        contentType: 'application/xml; charset=utf-8',
        body: toMoodleXml(list, item.title, await filesLinkedFrom(db, storage, item.id, texts)),
      };
}
