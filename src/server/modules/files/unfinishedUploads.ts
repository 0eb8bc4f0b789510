import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Upload } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { UPLOAD_EXPIRY_MS } from '../../../core/constants';
import { formatFileSize } from '../../../core/rules/fileSize';
import type { Clock } from '../../platform/clock';
import { tooManyRequests } from '../../platform/errors';

/** How many unfinished uploads one user may have at once. */
export const MAX_UNFINISHED_UPLOADS = 20;
/** How many bytes one user's unfinished uploads may declare (Upload-Length) in all: ten lecture videos. */
export const MAX_UNFINISHED_UPLOAD_BYTES = 5 * 1024 * 1024 * 1024;
/** How often, by the app's clock, expired uploads are removed from the upload folder. */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Where a finished upload's details keep the answer its completing request gave: metadata no client can set. */
const FINISHED_ANSWER = 'finishedAnswer';

/** The answer a finished upload gave, read from its details; undefined while it is not finished. */
export function finishedAnswer(upload: Pick<Upload, 'metadata'> | undefined): string | undefined {
  return upload?.metadata?.[FINISHED_ANSWER] ?? undefined;
}

/**
 * The upload folder: tus's FileStore, with two changes.
 *
 * Its constructor's folder check is gone: that is an unawaited mkdir whose failure throws in a callback where
 * nothing can catch it, ending the process (a data folder removed at the wrong moment). The folder is made, and
 * awaited, before the store is.
 *
 * A finished upload stays answerable until it expires (issue 33): when the reply to the request that completed it
 * is lost, the client asks again, and must hear that the upload is whole, with the stored file, rather than 404 and
 * start over, which would store the file twice. So the upload's details keep the answer (`finish`), its bytes leave
 * the folder, and tus reads it as whole (`getUpload`): HEAD answers Upload-Offset = Upload-Length, and a PATCH at
 * that offset finishes it again, which answers the kept answer without storing anything.
 */
export class UploadFolder extends (FileStore as unknown as new (
  options: ConstructorParameters<typeof FileStore>[0],
) => Omit<FileStore, 'getUpload'> & {
  checkOrCreateDirectory(): void;
  getUpload(id: string): Promise<Upload>;
}) {
  /** The finishes under way, by upload: a request for that upload meanwhile waits for the end of its finish. */
  private readonly finishing = new Map<string, Promise<string>>();

  override checkOrCreateDirectory() {}

  /** Where the upload's bytes are, while it is not finished. */
  bytesOf(upload: Upload): string {
    return upload.storage?.path ?? join(this.directory, upload.id);
  }

  /** As tus's, but a finished upload is whole, though its bytes have left; its kept answer is not metadata. */
  override async getUpload(id: string): Promise<Upload> {
    await this.settled(id);
    const upload = await super.getUpload(id);
    if (finishedAnswer(upload) === undefined) return upload;
    const { [FINISHED_ANSWER]: _answer, ...metadata } = upload.metadata ?? {};
    upload.offset = upload.size ?? upload.offset;
    upload.metadata = metadata;
    return upload;
  }

  /** The answer the upload `id` gave when it finished, once a finish under way has ended; undefined if it has not. */
  async answerOf(id: string): Promise<string | undefined> {
    await this.settled(id);
    return finishedAnswer(await this.configstore.get(id));
  }

  /**
   * Finishes `upload` once: `accept` makes its bytes a stored file and says what to answer, which is kept; a
   * request that finishes it again, while that runs or after, gets the same answer. When `accept` refuses the
   * upload, the upload is removed and the refusal thrown.
   */
  finish(upload: Upload, accept: () => Promise<string>): Promise<string> {
    const running = this.finishing.get(upload.id);
    if (running) return running;
    const finishing = this.finishOnce(upload, accept).finally(() => this.finishing.delete(upload.id));
    this.finishing.set(upload.id, finishing);
    return finishing;
  }

  private async finishOnce(upload: Upload, accept: () => Promise<string>): Promise<string> {
    const kept = finishedAnswer(await this.configstore.get(upload.id));
    if (kept !== undefined) return kept;
    let answer: string;
    try {
      answer = await accept();
    } catch (error) {
      await this.remove(upload.id);
      throw error;
    }
    const { id, size, creation_date } = upload;
    const metadata = { ...upload.metadata, [FINISHED_ANSWER]: answer };
    await this.configstore.set(id, new Upload({ id, size, offset: 0, creation_date, metadata }));
    // A new empty file in the bytes' place rather than the same one emptied: the stored file may be a second name
    // of it (local storage links it). The folder still lists the upload, and a sweep removes it when it expires.
    const bytes = this.bytesOf(upload);
    await rm(bytes);
    await writeFile(bytes, '');
    return answer;
  }

  /** Once the finish of the upload `id` under way, if any, has ended, however it ended. */
  private async settled(id: string): Promise<void> {
    await this.finishing.get(id)?.catch(() => undefined);
  }
}

interface Unfinished {
  uploaderId: string;
  size: number;
  expiresAt: number;
}

/**
 * The unfinished uploads of the upload folder, by uploader (issue 32), so that no one fills the server's disk
 * with uploads they never finish: a user may have MAX_UNFINISHED_UPLOADS at once, declaring
 * MAX_UNFINISHED_UPLOAD_BYTES in all. An upload counts from its start until it is finished, abandoned or expired
 * (UPLOAD_EXPIRY_MS after its start, by the app's clock); a finished one, kept answerable (UploadFolder), counts
 * no more and is removed when it expires, as any other. Its start is read from the app's clock as well, and kept
 * as tus's `creation_date` (reserve), so that the count, the sweeps and a restart judge it by one clock: the real
 * time tus stamps need not agree with the app's clock, and an upload started as that clock stood a day ahead of the
 * real time would have counted as expired at once. Expired ones are removed from the folder by a sweep when the
 * app starts, which also counts what a restart left there, and every SWEEP_EVERY_MS of the app's clock after.
 * Kept in memory for the one instance whose folder it is.
 */
export class UnfinishedUploads {
  private readonly uploads = new Map<string, Unfinished>();
  private lastSweep: number | undefined;

  constructor(
    private readonly store: Pick<FileStore, 'configstore' | 'remove'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Counts a new upload of `size` bytes against its uploader, or refuses it (429) when it would pass their share.
   * Checked and counted at once, so uploads started side by side cannot pass the share together. Answers when the
   * upload started, by the app's clock (an ISO time), which the caller keeps as the upload's `creation_date`.
   */
  reserve(uploaderId: string, upload: { id: string; size: number }): string {
    const now = this.clock.now().getTime();
    let count = 0;
    let bytes = 0;
    for (const unfinished of this.uploads.values())
      if (unfinished.uploaderId === uploaderId && unfinished.expiresAt > now) {
        count += 1;
        bytes += unfinished.size;
      }
    if (count >= MAX_UNFINISHED_UPLOADS)
      throw tooManyRequests(
        `You have ${MAX_UNFINISHED_UPLOADS} uploads that are not finished. Finish or cancel some of them before starting another; an unfinished upload is also dropped a day after it started.`,
      );
    if (bytes + upload.size > MAX_UNFINISHED_UPLOAD_BYTES)
      throw tooManyRequests(
        `Your unfinished uploads already come to ${formatFileSize(bytes)}, and all of them together may be at most ${formatFileSize(MAX_UNFINISHED_UPLOAD_BYTES)}. Finish or cancel some of them before starting this one.`,
      );
    this.uploads.set(upload.id, { uploaderId, size: upload.size, expiresAt: now + UPLOAD_EXPIRY_MS });
    return new Date(now).toISOString();
  }

  /** The upload is finished or abandoned: it counts no more. */
  forget(uploadId: string): void {
    this.uploads.delete(uploadId);
  }

  /** Sweeps when the last sweep is SWEEP_EVERY_MS old by the app's clock, or none has run. */
  async sweepIfDue(): Promise<void> {
    if (this.lastSweep === undefined || this.clock.now().getTime() - this.lastSweep >= SWEEP_EVERY_MS)
      await this.sweep();
  }

  /**
   * Removes the expired uploads from the folder. The first sweep, when the app starts and before it takes a
   * request, also counts the uploads the folder holds; a later one could count again an upload finished meanwhile.
   */
  private async sweep(): Promise<void> {
    const now = this.clock.now().getTime();
    const first = this.lastSweep === undefined;
    // Set before the first await, so that no second sweep starts beside this one.
    this.lastSweep = now;
    const { configstore } = this.store;
    for (const id of (await configstore.list?.()) ?? []) {
      const upload = await configstore.get(id);
      if (!upload) continue;
      const expiresAt = startOf(upload.creation_date, 0) + UPLOAD_EXPIRY_MS;
      const uploaderId = upload.metadata?.uploaderId;
      if (expiresAt > now) {
        if (first && uploaderId && finishedAnswer(upload) === undefined)
          this.uploads.set(id, { uploaderId, size: upload.size ?? 0, expiresAt });
        continue;
      }
      this.uploads.delete(id);
      await this.store
        .remove(id)
        .catch((error: unknown) =>
          this.log.warn({ err: error, uploadId: id }, 'an expired upload was not removed'),
        );
    }
    for (const [id, unfinished] of this.uploads) if (unfinished.expiresAt <= now) this.uploads.delete(id);
  }
}

/** When an upload started, from tus's ISO time; `otherwise` when it has none. */
function startOf(creationDate: string | undefined, otherwise: number): number {
  const started = Date.parse(creationDate ?? '');
  return Number.isNaN(started) ? otherwise : started;
}
