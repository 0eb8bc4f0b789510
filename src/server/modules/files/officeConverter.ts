import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, createWriteStream, statSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { gatewayTimeout, notFound, serviceUnavailable, unprocessable } from '../../platform/errors';
import type { BlobStore, StoredBlob } from '../../storage/blobStore';

/** How many documents may wait for their turn behind the one being converted; more are refused (503). */
const MAX_WAITING = 20;
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
}

/**
 * Turns stored office documents into stored PDFs with LibreOffice (issue 14), one at a time: LibreOffice is heavy,
 * and a queue of one keeps a burst of first views from starving the server. Each run has a folder and a LibreOffice
 * profile of its own, so no run sees another's files or locks, and is stopped, with every process it started, after
 * the timeout. Asks for a document already waiting or being converted share that conversion.
 */
export class OfficeConverter {
  private queue: Promise<unknown> = Promise.resolve();
  /** The conversion under way and those waiting for their turn. */
  private inLine = 0;
  private readonly pending = new Map<string, Promise<StoredBlob>>();
  private readonly running = new Set<ChildProcess>();
  private closed = false;

  constructor(private readonly options: OfficeConverterOptions) {}

  get available(): boolean {
    return this.options.soffice !== undefined;
  }

  /**
   * The PDF of the office document stored under `sourceKey` (saved as `.extension`), stored in turn: its key and
   * size. Refused with 503 when too many wait, 504 when LibreOffice takes too long, 422 when it makes no PDF.
   */
  pdfOf(sourceKey: string, extension: string): Promise<StoredBlob> {
    const already = this.pending.get(sourceKey);
    if (already) return already;
    if (this.inLine > (this.options.maxWaiting ?? MAX_WAITING))
      return Promise.reject(
        serviceUnavailable(
          'Many documents are being prepared for reading just now. Please try again in a minute, or download the file.',
        ),
      );
    this.inLine += 1;
    const turn = this.queue.then(() => this.convert(sourceKey, extension));
    this.queue = turn.catch(() => undefined);
    const shared = turn.finally(() => {
      this.inLine -= 1;
      this.pending.delete(sourceKey);
    });
    this.pending.set(sourceKey, shared);
    return shared;
  }

  /** Stops a conversion under way (the server is closing); those waiting are refused instead of started. */
  close(): void {
    this.closed = true;
    for (const child of this.running) stopProcessGroup(child);
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
      this.running.add(child);
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
        this.running.delete(child);
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
