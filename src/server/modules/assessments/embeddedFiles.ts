import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { ASSESSMENT, UPLOAD_TEXT_SNIFF_BYTES } from '../../../core/constants';
import { displayFileName } from '../../../core/rules/displayFileName';
import { DRAWABLE_DATA_IMAGE } from '../../../core/rules/richTextMarkup';
import { judgeContent, judgeSize, UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import type { BlobStore } from '../../storage/blobStore';
import { escapeHtml } from '../../text/escapeHtml';
import { EMBEDDED_FILE_PREFIX, type EmbeddedFile } from './formats/questionFile';

/**
 * The files an imported question's text embeds (Moodle XML's `<file>`s, issue 33), kept with the question: a
 * picture the text shows goes inline, as the editor keeps a pasted picture (a browser draws it without signing in
 * again); every other file (a recording for a listening question, a document) becomes a file of the test, which
 * those who may open the test read (modules/files/policy.ts), linked to its page in a new tab, so a student's
 * sitting stays open. A file the text points at that is not there, or that no upload may be, is left out and
 * named in a warning, never silently. An export gives the test's files its questions link to back inside the file.
 */

/** A file to store with the question, under the id its link names. */
export interface FileToKeep {
  id: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface PlacedFiles {
  text: string;
  toKeep: FileToKeep[];
  warnings: string[];
}

/** Where a stored file opens in the app, for those who may read it (web: features/files/fileLinks.ts). */
export const storedFileLink = (fileId: string) => `/viewfile/${encodeURIComponent(fileId)}`;

const PURPOSE = 'itemAttachment';

type Judged = { ok: true; file: EmbeddedFile; contentType: string } | { ok: false; message: string };

async function judge(file: EmbeddedFile): Promise<Judged> {
  const name = displayFileName(file.name);
  const tooLarge = judgeSize(UPLOAD_POLICIES[PURPOSE], file.bytes.length);
  if (tooLarge) return { ok: false, message: `${name} is left out. ${tooLarge}` };
  const verdict = judgeContent(PURPOSE, {
    detected: await fileTypeFromBuffer(file.bytes),
    head: file.bytes.subarray(0, UPLOAD_TEXT_SNIFF_BYTES),
    name,
  });
  return verdict.ok
    ? { ok: true, file, contentType: verdict.contentType }
    : { ok: false, message: `${name} is left out. ${verdict.message}` };
}

/** The name a reference points at: Moodle writes it URL-encoded, and HTML may escape its `&`. */
function referencedName(reference: string): string {
  const unescaped = reference.replaceAll('&amp;', '&');
  try {
    return decodeURIComponent(unescaped);
  } catch {
    return unescaped;
  }
}

const TAG = /<(img|a)\b[^>]*>/gi;
const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i');

interface Placing {
  /** Pictures inline; false puts every file behind a link (the text grew too long). */
  inline: boolean;
}

/** The text with its references placed. */
function place(text: string, judged: Map<string, Judged>, { inline }: Placing): PlacedFiles {
  const toKeep = new Map<string, FileToKeep>();
  const warnings = new Set<string>();
  const kept = (found: Judged & { ok: true }) => {
    const name = displayFileName(found.file.name);
    const file = toKeep.get(found.file.name) ?? {
      id: randomUUID(),
      name,
      contentType: found.contentType,
      bytes: found.file.bytes,
    };
    toKeep.set(found.file.name, file);
    return file;
  };
  const placed = text.replace(TAG, (tag, tagName: string) => {
    const isPicture = tagName.toLowerCase() === 'img';
    const address = attribute(isPicture ? 'src' : 'href').exec(tag);
    const value = address?.[2] ?? address?.[3] ?? '';
    if (!address || !value.startsWith(EMBEDDED_FILE_PREFIX)) return tag;
    const name = referencedName(value.slice(EMBEDDED_FILE_PREFIX.length));
    const found = judged.get(name);
    if (!found?.ok) {
      warnings.add(
        found?.message ?? `The question points at ${name}, which is not in the file: it comes in without it.`,
      );
      // A picture goes; a link keeps its words (its closing tag alone is dropped when the text is cleaned).
      return '';
    }
    if (isPicture && inline && DRAWABLE_DATA_IMAGE.test(`data:${found.contentType};`)) {
      const source = `data:${found.contentType};base64,${Buffer.from(found.file.bytes).toString('base64')}`;
      return tag.replace(address[0], ` src="${source}"`);
    }
    const link = storedFileLink(kept(found).id);
    if (isPicture) {
      const alt = attribute('alt').exec(tag);
      const words = alt?.[2] ?? alt?.[3] ?? escapeHtml(displayFileName(found.file.name));
      return `<a href="${link}" target="_blank">${words}</a>`;
    }
    const withLink = tag.replace(address[0], ` href="${link}"`);
    return attribute('target').test(withLink) ? withLink : withLink.replace(/>$/, ' target="_blank">');
  });
  return { text: placed, toKeep: [...toKeep.values()], warnings: [...warnings] };
}

/**
 * A question's text with the files it embeds placed (pictures inline, other files to keep and linked) and what
 * could not be. Pictures that would make the text longer than a question may be come in as links instead.
 */
export async function placeEmbeddedFiles(text: string, files: readonly EmbeddedFile[]): Promise<PlacedFiles> {
  if (!text.includes(EMBEDDED_FILE_PREFIX)) return { text, toKeep: [], warnings: [] };
  const judged = new Map<string, Judged>();
  for (const file of files) judged.set(file.name, await judge(file));
  const inline = place(text, judged, { inline: true });
  if (inline.text.length <= ASSESSMENT.questionMaxChars) return inline;
  const linked = place(text, judged, { inline: false });
  return {
    ...linked,
    warnings: [
      ...linked.warnings,
      'Its pictures are too large to show within the question: they come in as links that open them.',
    ],
  };
}

const LINKED_FILE = /"\/viewfile\/([0-9a-f-]{36})"/g;

/**
 * The files of the test that its questions' texts link to, with their bytes, by the address the texts use: what a
 * Moodle XML export writes inside the file, as Moodle does. A file removed since, or gone from storage, is not.
 */
export async function filesLinkedFrom(
  db: Db,
  storage: BlobStore,
  itemId: string,
  texts: readonly string[],
): Promise<Map<string, EmbeddedFile>> {
  const ids = [
    ...new Set(texts.flatMap((text) => [...text.matchAll(LINKED_FILE)].map((found) => found[1]!))),
  ];
  const linked = new Map<string, EmbeddedFile>();
  if (!ids.length) return linked;
  const rows = await db
    .select({ id: files.id, name: files.name, blobKey: files.blobKey })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.itemId, itemId), isNull(files.removedAt)));
  for (const row of rows) {
    const blob = await storage.get(row.blobKey);
    if (blob) linked.set(storedFileLink(row.id), { name: row.name, bytes: await buffer(blob.stream) });
  }
  return linked;
}
