import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, createWriteStream, statSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import {
  gatewayTimeout,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unprocessable,
} from '../../platform/errors';
import type { BlobStore, StoredBlob } from '../../storage/blobStore';

/** How many documents may wait for their turn behind the one being converted; more are refused (503). */
const MAX_WAITING = 20;
/** How many of one user's documents may wait; more of theirs are refused (429), leaving room for everyone else. */
const MAX_WAITING_PER_USER = 5;
/** What LibreOffice said on its error output, kept for the log when a conversion fails. */
const KEPT_ERROR_OUTPUT = 2000;

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** LibreOffice's `soffice`: the configured path when it is an executable, else the first on PATH; undefined if none. */
export function findSoffice(
  configured: string | undefined,
  searchPath = process.env.PATH ?? '',
): string | undefined {
  if (configured) return isExecutableFile(configured) ? configured : undefined;
  return searchPath
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, 'soffice'))
    .find(isExecutableFile);
}

export interface OfficeConverterOptions {
  /** The `soffice` to run; undefined when LibreOffice is not installed. */
  soffice: string | undefined;
  timeoutMs: number;
  storage: BlobStore;
  log: FastifyBaseLogger;
  maxWaiting?: number;
  maxWaitingPerUser?: number;
}

/** Who asks for a conversion, and how urgently. */
export interface ConversionAsk {
  /** Each user's documents take turns with other users' documents. */
  userId: string;
  /** A document a class is being shown just now: it goes ahead of every other waiting document. */
  shown: boolean;
}

/** One document's conversion, shared by everyone who asks for it while it waits or runs. */
interface Job {
  sourceKey: string;
  extension: string;
  /** The user whose turn it takes: the first to ask. */
  userId: string;
  shown: boolean;
  result: Promise<StoredBlob>;
  resolve(pdf: StoredBlob): void;
  reject(problem: unknown): void;
}

/**
 * Turns stored office documents into stored PDFs with LibreOffice (issue 14), one at a time: LibreOffice is heavy,
 * and a queue of one keeps a burst of first views from starving the server. The line is fair (issue 32): a document
 * shown to a class goes first, then the users with documents waiting take turns, the one whose last turn is longest
 * ago first, so one user's many documents delay another's by one conversion at most. Each run has a folder and a
 * LibreOffice profile of its own, so no run sees another's files or locks, and is stopped, with every process it
 * started, after the timeout. Asks for a document already waiting or being converted share that conversion.
 */
export class OfficeConverter {
  private running: Job | undefined;
  private readonly shownLine: Job[] = [];
  /** Each user's waiting documents, in the order they asked; a user is here only while some wait. */
  private readonly lines = new Map<string, Job[]>();
  /** The turn at which each user with a document waiting or being converted was last served. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private readonly pending = new Map<string, Job>();
  private readonly processes = new Set<ChildProcess>();
  private closed = false;

  constructor(private readonly options: OfficeConverterOptions) {}

  get available(): boolean {
    return this.options.soffice !== undefined;
  }

  /**
   * The PDF of the office document stored under `sourceKey` (saved as `.extension`), stored in turn: its key and
   * size. Refused with 429 when too many of the asker's own wait, 503 when too many wait in all (a shown document
   * is never refused), 504 when LibreOffice takes too long, 422 when it makes no PDF.
   */
  pdfOf(sourceKey: string, extension: string, ask: ConversionAsk): Promise<StoredBlob> {
    const already = this.pending.get(sourceKey);
    if (already) {
      if (ask.shown) this.putFirst(already);
      return already.result;
    }
    const refusal = ask.shown ? undefined : this.refusalFor(ask.userId);
    if (refusal) return Promise.reject(refusal);
    let settle: Pick<Job, 'resolve' | 'reject'> | undefined;
    const result = new Promise<StoredBlob>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const job: Job = { sourceKey, extension, ...ask, result, ...settle! };
    this.pending.set(sourceKey, job);
    if (job.shown) this.shownLine.push(job);
    else this.lines.set(job.userId, [...(this.lines.get(job.userId) ?? []), job]);
    this.startNext();
    return result;
  }

  /** Stops a conversion under way (the server is closing); those waiting are refused instead of started. */
  close(): void {
    this.closed = true;
    for (const child of this.processes) stopProcessGroup(child);
  }

  /** Why a document `userId` asks for may not wait now, if it would have to wait and the line has no room. */
  private refusalFor(userId: string) {
    if (!this.running) return undefined;
    const perUser = this.options.maxWaitingPerUser ?? MAX_WAITING_PER_USER;
    if ((this.lines.get(userId)?.length ?? 0) >= perUser)
      return tooManyRequests(
        `You already have ${perUser} documents waiting to be prepared for reading. Please open this one again once they are ready, or download the file.`,
      );
    const waiting =
      this.shownLine.length + [...this.lines.values()].reduce((sum, line) => sum + line.length, 0);
    if (waiting >= (this.options.maxWaiting ?? MAX_WAITING))
      return serviceUnavailable(
        'Many documents are being prepared for reading just now. Please try again in a minute, or download the file.',
      );
    return undefined;
  }

  /** A waiting document that a class is now shown leaves its user's line for the front. */
  private putFirst(job: Job): void {
    if (job.shown || job === this.running) return;
    job.shown = true;
    const line = this.lines.get(job.userId)?.filter((waiting) => waiting !== job) ?? [];
    if (line.length) this.lines.set(job.userId, line);
    else this.lines.delete(job.userId);
    this.shownLine.push(job);
  }

  /** The next document to convert: a shown one, else the first waiting one of the user served longest ago. */
  private takeNext(): Job | undefined {
    const shown = this.shownLine.shift();
    if (shown) return shown;
    let next: string | undefined;
    for (const userId of this.lines.keys())
      if (next === undefined || (this.lastTurn.get(userId) ?? 0) < (this.lastTurn.get(next) ?? 0))
        next = userId;
    if (next === undefined) return undefined;
    const [job, ...rest] = this.lines.get(next)!;
    if (rest.length) this.lines.set(next, rest);
    else this.lines.delete(next);
    this.turns += 1;
    this.lastTurn.set(next, this.turns);
    return job;
  }

  private startNext(): void {
    if (this.running) return;
    const job = this.takeNext();
    if (!job) return;
    this.running = job;
    // The line moves on before the askers hear, so an ask made as they hear starts a conversion of its own.
    const done = () => {
      this.running = undefined;
      this.pending.delete(job.sourceKey);
      if (!this.lines.has(job.userId)) this.lastTurn.delete(job.userId);
      this.startNext();
    };
    this.convert(job.sourceKey, job.extension).then(
      (pdf) => {
        done();
        job.resolve(pdf);
      },
      (problem: unknown) => {
        done();
        job.reject(problem);
      },
    );
  }

  private async convert(sourceKey: string, extension: string): Promise<StoredBlob> {
    if (this.closed)
      throw serviceUnavailable('The server is restarting. Please open the document again in a minute.');
    const folder = await mkdtemp(join(tmpdir(), 'lms-office-'));
    try {
      const source = await this.options.storage.get(sourceKey);
      if (!source) throw notFound('This file is missing. Please ask the course teacher to upload it again.');
      const input = join(folder, `document.${extension}`);
      await pipeline(source.stream, createWriteStream(input));
      const output = join(folder, 'pdf');
      await this.runSoffice(folder, input, output);
      const pdf = join(output, 'document.pdf');
      if (!(await stat(pdf).catch(() => undefined))?.isFile()) {
        this.options.log.warn({ sourceKey }, 'LibreOffice made no PDF of an office document');
        throw unprocessable(
          'This document could not be turned into a PDF: it may be damaged or protected by a password. Download it to open it on your computer.',
        );
      }
      return await this.options.storage.putFile(pdf);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private runSoffice(folder: string, input: string, output: string): Promise<void> {
    const { soffice, timeoutMs, log } = this.options;
    if (!soffice) throw new Error('runSoffice called without LibreOffice');
    const args = [
      `-env:UserInstallation=${pathToFileURL(join(folder, 'profile')).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      output,
      input,
    ];
    return new Promise((resolve, reject) => {
      // Its own process group, so a timeout stops soffice.bin too, not only the launcher script.
      const child = spawn(soffice, args, {
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, HOME: folder },
      });
      this.processes.add(child);
      let errorOutput = '';
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        errorOutput = (errorOutput + chunk).slice(-KEPT_ERROR_OUTPUT);
      });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        stopProcessGroup(child);
      }, timeoutMs);
      const settle = (problem?: Error) => {
        clearTimeout(timer);
        this.processes.delete(child);
        if (problem) reject(problem);
        else resolve();
      };
      child.once('error', (error) => {
        log.error({ err: error, soffice }, 'LibreOffice could not be started');
        settle(error);
      });
      child.once('exit', (code, signal) => {
        if (timedOut) {
          log.warn({ timeoutMs }, 'an office document took too long to convert and was stopped');
          settle(
            gatewayTimeout(
              `This document took too long to prepare for reading (over ${secondsOf(timeoutMs)}) and was stopped. Download it to open it on your computer.`,
            ),
          );
          return;
        }
        if (code !== 0) log.warn({ code, signal, errorOutput }, 'LibreOffice failed to convert a document');
        // Whether a PDF was made is judged by the file itself: soffice exits 0 on some failures.
        settle();
      });
    });
  }
}

function secondsOf(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

function stopProcessGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone between the check and the kill.
  }
}
