import { PassThrough, type Readable } from 'node:stream';
import type JSZip from 'jszip';
import { SCORM } from '../../../../core/constants';
import { formatFileSize } from '../../../../core/rules/fileSize';
import { unprocessable } from '../../../platform/errors';

/** What a package zip may hold (core/constants.ts SCORM); tests lower them. */
export interface ZipLimits {
  entriesMax: number;
  unpackedMaxBytes: number;
  ratioMax: number;
  manifestMaxBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  entriesMax: SCORM.entriesMax,
  unpackedMaxBytes: SCORM.unpackedMaxBytes,
  ratioMax: SCORM.ratioMax,
  manifestMaxBytes: SCORM.manifestMaxBytes,
};

/** The manifest of a package: the one file read whole into memory. */
export const MANIFEST_PATH = 'imsmanifest.xml';

/**
 * One file of a package, counted but not kept: `open` inflates it again as a stream (into the file store), so a
 * package's files are never all in memory at once. Never written anywhere under its own name.
 */
export interface ZipFile {
  path: string;
  /** Its bytes once inflated, as counted while checking the zip. */
  size: number;
  open(): Readable;
}

/** A package zip found within the limits: its files, and its manifest's bytes when it has one at its root. */
export interface PackageZip {
  files: ZipFile[];
  manifest: Uint8Array | undefined;
}

const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;
const ZIP_COMMENT_MAX = 0xffff;

/**
 * How many entries the zip's end record declares, read before the zip is opened so that a zip of a million entries
 * is refused without listing them; undefined when there is no end record (not a zip). 0xffff: a ZIP64 count,
 * which no SCORM package needs.
 */
function declaredEntryCount(zip: Uint8Array): number | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const lowest = Math.max(0, zip.length - END_RECORD_BYTES - ZIP_COMMENT_MAX);
  for (let at = zip.length - END_RECORD_BYTES; at >= lowest; at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return view.getUint16(at + 10, true);
  return undefined;
}

/**
 * A path that stays inside the package when joined to a folder: relative, forward slashes, no `..` or `.`
 * segments, no drive letter, no control characters.
 */
export function isSafeEntryPath(path: string): boolean {
  if (!path || path.startsWith('/') || path.includes('\\') || /^[A-Za-z]:/.test(path)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return path
    .replace(/\/$/, '')
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** JSZip's own record of an entry's sizes as the zip declares them (not in its typings). */
interface DeclaredSizes {
  _data?: { uncompressedSize?: number };
}

/** An entry's inflation as a proper Node stream, whose failure reaches the reader as an error (never a hang). */
function inflated(entry: JSZip.JSZipObject): Readable {
  const out = new PassThrough();
  // JSZip's stream is an older Node stream (readable-stream): piped into a core one, its errors forwarded by hand.
  const source = entry.nodeStream('nodebuffer');
  source.on('error', (error) => out.destroy(error));
  source.pipe(out);
  return out;
}

/**
 * Reads a package zip and checks it without keeping its files: the number of entries, every entry's path, and the
 * inflated size against the limits, declared and actual (every file is inflated once and counted, its bytes
 * dropped), so a zip bomb is stopped as soon as it passes them; the manifest alone is kept, within its own limit.
 * Refused (422) with what is wrong, before anything is stored.
 */
export async function readPackageZip(zip: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Promise<PackageZip> {
  const count = declaredEntryCount(zip);
  if (count === undefined)
    throw unprocessable(
      'This file is not a zip. A SCORM package is a .zip file with imsmanifest.xml inside.',
    );
  if (count > limits.entriesMax)
    throw unprocessable(
      `This package holds more than ${limits.entriesMax} files and folders, the most a package may hold.`,
    );
  // JSZip is loaded by the first package uploaded, not by every start (issue 40).
  const { default: JSZip } = await import('jszip');
  let archive: JSZip;
  try {
    // No CRC check here: JSZip would inflate every file whole to check it, before the limits below are counted.
    archive = await JSZip.loadAsync(zip, { checkCRC32: false, createFolders: false });
  } catch {
    throw unprocessable(
      'This zip could not be read: it may be damaged. Export the package again and upload it.',
    );
  }
  const entries = Object.values(archive.files);
  if (entries.length > limits.entriesMax)
    throw unprocessable(
      `This package holds more than ${limits.entriesMax} files and folders, the most a package may hold.`,
    );
  const unsafe = entries.find((entry) => !isSafeEntryPath(entry.unsafeOriginalName ?? entry.name));
  if (unsafe)
    throw unprocessable(
      `This package holds a file whose path leaves the package (${JSON.stringify(unsafe.unsafeOriginalName ?? unsafe.name)}): ` +
        'paths must be relative, with forward slashes and no “..”.',
    );
  const files = entries.filter((entry) => !entry.dir);
  const budget = Math.min(limits.unpackedMaxBytes, zip.length * limits.ratioMax);
  const tooBig = () =>
    unprocessable(
      `This package would inflate to more than ${formatFileSize(budget)} (at most ${formatFileSize(limits.unpackedMaxBytes)}, ` +
        `and at most ${limits.ratioMax} times the zip's own size): it is refused as a zip bomb.`,
    );
  const declared = files.reduce(
    (sum, entry) => sum + ((entry as unknown as DeclaredSizes)._data?.uncompressedSize ?? 0),
    0,
  );
  if (declared > budget) throw tooBig();

  let total = 0;
  let manifest: Uint8Array | undefined;
  const out: ZipFile[] = [];
  for (const entry of files) {
    const keep = entry.name === MANIFEST_PATH;
    const size = await new Promise<number>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      // Read by its events, and left paused at a limit.
      const stream = entry.nodeStream('nodebuffer');
      const stop = (error: Error) => {
        stream.pause();
        stream.removeAllListeners('data');
        reject(error);
      };
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        total += chunk.length;
        // The zip may lie about its sizes: what is actually inflated is counted, and inflating stops here.
        if (total > budget) return stop(tooBig());
        if (!keep) return;
        if (bytes > limits.manifestMaxBytes)
          return stop(
            unprocessable(
              `This package’s ${MANIFEST_PATH} is larger than ${formatFileSize(limits.manifestMaxBytes)}, the most a manifest may be.`,
            ),
          );
        chunks.push(chunk);
      });
      stream.on('end', () => {
        if (keep) manifest = Buffer.concat(chunks);
        resolve(bytes);
      });
      stream.on('error', () =>
        reject(
          unprocessable(
            `The file ${JSON.stringify(entry.name)} in this zip could not be read: the zip may be damaged.`,
          ),
        ),
      );
    });
    out.push({ path: entry.name, size, open: () => inflated(entry) });
  }
  return { files: out, manifest };
}
