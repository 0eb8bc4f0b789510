import { describe, expect, it } from 'vitest';
import {
  AnswerQueue,
  type AnswerWrite,
  RETRY_DELAYS_MS,
  retryDelayMs,
  type WriteResult,
  writeFailure,
} from './answerQueue';

/** A server the test answers by hand, write by write, and a clock of timers it runs by hand. */
function harness(savedSeqs: Record<string, number> = {}, now = () => 0) {
  const writes: { write: AnswerWrite; answer: (result: WriteResult) => Promise<void> }[] = [];
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const queue = new AnswerQueue({
    savedSeqs,
    now,
    send: (write) =>
      new Promise<WriteResult>((resolve) => {
        writes.push({
          write,
          answer: async (result) => {
            resolve(result);
            // Lets the queue's own continuation run before the test looks.
            await Promise.resolve();
            await Promise.resolve();
          },
        });
      }),
    later: (run, ms) => {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const pendingTimers = () => timers.filter((timer) => !timer.cancelled);
  const fireTimers = () => {
    for (const timer of pendingTimers()) {
      timer.cancelled = true;
      timer.run();
    }
  };
  return { queue, writes, pendingTimers, fireTimers };
}

const ok: WriteResult = { ok: true };
const offline = writeFailure(1, 'Could not reach the server. Check your connection and try again.');

describe('the answer queue (issue 15: no answer lost)', () => {
  it('writes a change at once and calls it saved only when the server answers code 0', async () => {
    const { queue, writes } = harness();
    queue.change('q1', 'Paris');
    expect(writes.map((w) => w.write)).toEqual([{ questionId: 'q1', answer: 'Paris', seq: 1 }]);
    expect(queue.snapshot()).toEqual({ byQuestion: { q1: { state: 'saving' } }, overall: 'saving' });
    await writes[0]!.answer(ok);
    expect(queue.snapshot()).toEqual({ byQuestion: { q1: { state: 'saved' } }, overall: 'saved' });
    expect(queue.hasUnsaved()).toBe(false);
  });

  it('keeps one write in flight per question and sends only the newest value next', async () => {
    const { queue, writes } = harness();
    queue.change('q1', 'P');
    queue.change('q1', 'Pa');
    queue.change('q1', 'Par');
    expect(writes).toHaveLength(1);
    await writes[0]!.answer(ok);
    expect(writes.map((w) => w.write)).toEqual([
      { questionId: 'q1', answer: 'P', seq: 1 },
      { questionId: 'q1', answer: 'Par', seq: 2 },
    ]);
    // Still saving: 'Par' is not acknowledged yet.
    expect(queue.snapshot().byQuestion.q1).toEqual({ state: 'saving' });
    await writes[1]!.answer(ok);
    expect(queue.snapshot().byQuestion.q1).toEqual({ state: 'saved' });
  });

  it('writes different questions side by side', () => {
    const { queue, writes } = harness();
    queue.change('q1', 'a');
    queue.change('q2', 'b');
    expect(writes.map((w) => w.write.questionId)).toEqual(['q1', 'q2']);
  });

  it('numbers writes above the seq the server already holds, so a reload never goes backwards', () => {
    const { queue, writes } = harness({ q1: 7 });
    queue.change('q1', 'again');
    queue.change('q2', 'first');
    expect(writes.map((w) => w.write.seq)).toEqual([8, 1]);
  });

  it('takes the clock as the seq when it is higher, so a write still on the way from before a reload never collides', async () => {
    let time = 36_000;
    const { queue, writes } = harness({ q1: 7 }, () => time);
    queue.change('q1', 'a');
    await writes[0]!.answer(ok);
    // Within the same millisecond the seq still goes up.
    queue.change('q1', 'b');
    await writes[1]!.answer(ok);
    time += 5;
    queue.change('q1', 'c');
    expect(writes.map((w) => w.write.seq)).toEqual([time - 5, time - 4, time]);
  });

  it("keeps counting up when the computer's clock is behind the seq already saved", () => {
    const { queue, writes } = harness({ q1: 50_000 }, () => -3_000);
    queue.change('q1', 'a');
    expect(writes[0]!.write.seq).toBe(50_001);
  });

  it('retries a write that found no network with growing waits, with a newer seq, and says so', async () => {
    const { queue, writes, pendingTimers, fireTimers } = harness();
    queue.change('q1', 'Paris');
    await writes[0]!.answer(offline);
    expect(queue.snapshot()).toEqual({
      byQuestion: { q1: { state: 'retrying', message: offline.ok ? '' : offline.message } },
      overall: 'retrying',
    });
    expect(pendingTimers().map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[0]]);
    fireTimers();
    expect(writes[1]!.write).toEqual({ questionId: 'q1', answer: 'Paris', seq: 2 });
    // Still not saved while the retry is in flight.
    expect(queue.snapshot().overall).toBe('retrying');
    await writes[1]!.answer(writeFailure(503, 'The server is busy.'));
    expect(pendingTimers().map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[1]]);
    fireTimers();
    await writes[2]!.answer(ok);
    expect(queue.snapshot().overall).toBe('saved');
  });

  it('sends the newest value, not the failed one, when the student changed it meanwhile', async () => {
    const { queue, writes, fireTimers } = harness();
    queue.change('q1', 'old');
    await writes[0]!.answer(offline);
    queue.change('q1', 'new');
    // The change waits for the retry instead of hammering a server that is not there.
    expect(writes).toHaveLength(1);
    fireTimers();
    expect(writes[1]!.write).toEqual({ questionId: 'q1', answer: 'new', seq: 2 });
  });

  it('a change made while a write is in flight survives that write failing', async () => {
    const { queue, writes, fireTimers } = harness();
    queue.change('q1', 'old');
    queue.change('q1', 'new');
    await writes[0]!.answer(offline);
    fireTimers();
    expect(writes[1]!.write.answer).toBe('new');
  });

  it('retries at once when the network is back', async () => {
    const { queue, writes, pendingTimers } = harness();
    queue.change('q1', 'a');
    queue.change('q2', 'b');
    await writes[0]!.answer(offline);
    await writes[1]!.answer(offline);
    queue.retryNow();
    expect(pendingTimers()).toEqual([]);
    expect(writes.slice(2).map((w) => w.write)).toEqual([
      { questionId: 'q1', answer: 'a', seq: 2 },
      { questionId: 'q2', answer: 'b', seq: 2 },
    ]);
    // A question with nothing waiting is left alone.
    queue.retryNow();
    expect(writes).toHaveLength(4);
  });

  it("keeps the server's refusal (a late write) and does not retry it", async () => {
    const { queue, writes, pendingTimers } = harness();
    queue.change('q1', 'late');
    await writes[0]!.answer(writeFailure(409, 'Time is up: this attempt was handed in at 10:00.'));
    expect(queue.snapshot()).toEqual({
      byQuestion: { q1: { state: 'refused', message: 'Time is up: this attempt was handed in at 10:00.' } },
      overall: 'refused',
    });
    expect(pendingTimers()).toEqual([]);
    expect(writes).toHaveLength(1);
    expect(queue.hasUnsaved()).toBe(true);
  });

  it('the overall state is the worst of the questions', async () => {
    const { queue, writes } = harness();
    queue.change('q1', 'a');
    queue.change('q2', 'b');
    queue.change('q3', 'c');
    await writes[0]!.answer(ok);
    expect(queue.snapshot().overall).toBe('saving');
    await writes[1]!.answer(offline);
    expect(queue.snapshot().overall).toBe('retrying');
    await writes[2]!.answer(writeFailure(409, 'Closed.'));
    expect(queue.snapshot().overall).toBe('refused');
  });

  it('settles once nothing is in flight', async () => {
    const { queue, writes } = harness();
    let settled = false;
    queue.change('q1', 'a');
    void queue.settled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await writes[0]!.answer(ok);
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('sends nothing more once closed, and cancels the retries waiting', async () => {
    const { queue, writes, pendingTimers } = harness();
    queue.change('q1', 'a');
    await writes[0]!.answer(offline);
    queue.close();
    expect(pendingTimers()).toEqual([]);
    queue.change('q1', 'b');
    queue.retryNow();
    expect(writes).toHaveLength(1);
  });

  it('a throwing send counts as a failure worth retrying, never as saved', async () => {
    const queue = new AnswerQueue({
      send: () => Promise.reject(new Error('boom')),
      later: () => () => {},
    });
    queue.change('q1', 'a');
    await queue.settled();
    expect(queue.snapshot().byQuestion.q1).toEqual({ state: 'retrying', message: 'boom' });
  });

  it('tells its listeners of every change of state', async () => {
    const { queue, writes } = harness();
    const seen: string[] = [];
    const stop = queue.subscribe(() => seen.push(queue.snapshot().overall));
    queue.change('q1', 'a');
    await writes[0]!.answer(ok);
    stop();
    queue.change('q1', 'b');
    expect(seen).toEqual(['saving', 'saved']);
  });
});

describe('which failed writes are retried', () => {
  it.each([
    [1, false],
    [408, false],
    [429, false],
    [500, false],
    [503, false],
    [400, true],
    [401, true],
    [403, true],
    [404, true],
    [409, true],
    [422, true],
  ])('code %i: final %s', (code, final) => {
    expect(writeFailure(code, 'why')).toEqual({ ok: false, final, message: 'why' });
  });

  it('waits longer after each failure, up to a ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });
});
