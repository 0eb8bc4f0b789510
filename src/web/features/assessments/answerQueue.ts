/**
 * The answers of a sitting on their way to the server (issue 15): a student must never lose one. Every change is
 * written; each question has at most one write in flight, and the newest value waits behind it, so an older
 * value can never land after a newer one. Each write carries a `seq` above every earlier one of its question (a
 * retry too), so the server can refuse anything out of order and never mistakes a retry for a duplicate. The seq is
 * the page's clock (`now`) when that is higher: a page reloaded while its last write was still on the way, or a
 * second tab, numbers its writes above the ones before it instead of colliding with them. A write
 * that fails for want of a network or a server is retried with a growing delay, at once when the browser says it
 * is online again; a write the server refuses (the attempt is closed, say) is not, and its reason is kept. An
 * answer counts as saved only once the server has answered code 0. Pure: no React, no fetch; the page gives it
 * `send` and listens.
 */

/** What became of one write. `final`: the server refused it and would refuse it again; else worth retrying. */
export type WriteResult = { ok: true } | { ok: false; final: boolean; message: string };

export interface AnswerWrite {
  questionId: string;
  answer: string;
  seq: number;
}

export type QuestionSave =
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'retrying'; message: string }
  | { state: 'refused'; message: string };

/** The whole sitting at a glance: the worst of its questions ('idle' before the first change). */
export type OverallSave = 'idle' | QuestionSave['state'];

export interface QueueSnapshot {
  /** Only questions changed on this page; the others are as the server gave them. */
  byQuestion: Readonly<Record<string, QuestionSave>>;
  overall: OverallSave;
}

/** The waits before the 1st, 2nd, ... retry of a question; the last repeats. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000] as const;

export const retryDelayMs = (failures: number): number =>
  RETRY_DELAYS_MS[Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length) - 1] as number;

/**
 * How a failed write is treated, by the reply's code: no reply (the helper's code 1), a timeout, too many requests
 * and server failures are retried; any other refusal (400, 401 once renewal failed, 403, 404, 409, 422) is final.
 */
export function writeFailure(code: number, message: string): WriteResult {
  const retry = code < 400 || code === 408 || code === 429 || code >= 500;
  return { ok: false, final: !retry, message };
}

interface Entry {
  lastSeq: number;
  /** The newest value not sent yet, or null. */
  waiting: string | null;
  inFlight: boolean;
  failures: number;
  cancelRetry: (() => void) | null;
  save: QuestionSave;
}

const RANK: Record<OverallSave, number> = { idle: 0, saved: 1, saving: 2, retrying: 3, refused: 4 };

export interface AnswerQueueOptions {
  send: (write: AnswerWrite) => Promise<WriteResult>;
  /** The seq of each question's saved answer, from the server: the next write goes above it. */
  savedSeqs?: Readonly<Record<string, number>>;
  /** Runs `run` after `ms`; returns what cancels it (setTimeout unless a test gives its own). */
  later?: (run: () => void, ms: number) => () => void;
  /** A count that goes up with time, for the seq; the page passes tenths of a second since the attempt began. */
  now?: () => number;
}

const defaultLater = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export class AnswerQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();
  private readonly send: AnswerQueueOptions['send'];
  private readonly later: NonNullable<AnswerQueueOptions['later']>;
  private readonly savedSeqs: Readonly<Record<string, number>>;
  private readonly now: () => number;
  private closed = false;
  private current: QueueSnapshot = { byQuestion: {}, overall: 'idle' };

  constructor({ send, savedSeqs = {}, later = defaultLater, now = () => 0 }: AnswerQueueOptions) {
    this.send = send;
    this.later = later;
    this.savedSeqs = savedSeqs;
    this.now = now;
  }

  /** The student changed an answer: it is written now, or as soon as the write before it is answered. */
  change(questionId: string, answer: string) {
    if (this.closed) return;
    const entry = this.entryOf(questionId);
    entry.waiting = answer;
    if (!entry.inFlight && !entry.cancelRetry) this.write(questionId, entry);
    else if (entry.save.state !== 'retrying') entry.save = { state: 'saving' };
    this.publish();
  }

  /** The network is back: every write waiting for its retry goes now. */
  retryNow() {
    for (const [questionId, entry] of this.entries) {
      if (!entry.cancelRetry) continue;
      entry.cancelRetry();
      entry.cancelRetry = null;
      this.write(questionId, entry);
    }
    this.publish();
  }

  /** Stops sending (the attempt is over); writes in flight still report how they ended. */
  close() {
    this.closed = true;
    for (const entry of this.entries.values()) {
      entry.cancelRetry?.();
      entry.cancelRetry = null;
    }
  }

  /** Resolves once no write is in flight: every change is saved, refused, or waiting for its retry. */
  settled(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if ([...this.entries.values()].some((entry) => entry.inFlight)) return;
        this.listeners.delete(check);
        resolve();
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Whether some change has not been acknowledged (so leaving the page would lose it). */
  hasUnsaved(): boolean {
    return [...this.entries.values()].some((entry) => entry.save.state !== 'saved');
  }

  snapshot(): QueueSnapshot {
    return this.current;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private entryOf(questionId: string): Entry {
    let entry = this.entries.get(questionId);
    if (!entry) {
      entry = {
        lastSeq: this.savedSeqs[questionId] ?? 0,
        waiting: null,
        inFlight: false,
        failures: 0,
        cancelRetry: null,
        save: { state: 'saving' },
      };
      this.entries.set(questionId, entry);
    }
    return entry;
  }

  private write(questionId: string, entry: Entry) {
    if (this.closed || entry.waiting === null) return;
    const answer = entry.waiting;
    entry.waiting = null;
    entry.inFlight = true;
    entry.lastSeq = Math.max(entry.lastSeq + 1, Math.floor(this.now()));
    if (entry.save.state !== 'retrying') entry.save = { state: 'saving' };
    const seq = entry.lastSeq;
    this.send({ questionId, answer, seq })
      .catch(
        (error: unknown): WriteResult => ({
          ok: false,
          final: false,
          message: error instanceof Error ? error.message : 'The answer could not be sent.',
        }),
      )
      .then((result) => this.settle(questionId, entry, answer, result));
  }

  private settle(questionId: string, entry: Entry, answer: string, result: WriteResult) {
    entry.inFlight = false;
    if (result.ok) {
      entry.failures = 0;
      entry.save = entry.waiting === null ? { state: 'saved' } : { state: 'saving' };
      this.write(questionId, entry);
    } else if (result.final) {
      entry.failures = 0;
      entry.save = { state: 'refused', message: result.message };
      // A newer value may still be taken (the refusal was of an old write); if not, the server says so again.
      this.write(questionId, entry);
    } else {
      entry.failures += 1;
      // The value that failed is sent again, unless a newer one has come meanwhile.
      entry.waiting ??= answer;
      entry.save = { state: 'retrying', message: result.message };
      if (!this.closed)
        entry.cancelRetry = this.later(() => {
          entry.cancelRetry = null;
          this.write(questionId, entry);
          this.publish();
        }, retryDelayMs(entry.failures));
    }
    this.publish();
  }

  private publish() {
    const byQuestion: Record<string, QuestionSave> = {};
    let overall: OverallSave = 'idle';
    for (const [questionId, entry] of this.entries) {
      byQuestion[questionId] = entry.save;
      if (RANK[entry.save.state] > RANK[overall]) overall = entry.save.state;
    }
    this.current = { byQuestion, overall };
    for (const listener of [...this.listeners]) listener();
  }
}
