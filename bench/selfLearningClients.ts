/**
 * The students of the self-learning benchmark, run in a process of their own (forked by bench/selfLearning.ts), so
 * that the time their requests take is the server's and not the clients' sharing its event loop. Each watches a
 * video and reports every `everyMs` the stretch played since; told what to do by one message, it answers with the
 * timings.
 */

export interface WatchOrder {
  base: string;
  path: string;
  /** Per student: their access token and their progress line in the video module. */
  students: Array<{ token: string; progressId: string }>;
  reports: number;
  everyMs: number;
  /** Each student's first report comes at a random moment of this spread, after one period. */
  startSpreadMs: number;
  mediaSeconds: number;
}

export interface WatchReport {
  times: number[];
  errors: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function student(order: WatchOrder, who: WatchOrder['students'][number], report: WatchReport) {
  await pause(Math.random() * order.startSpreadMs);
  const stretch = order.everyMs / 1000;
  for (let i = 0; i < order.reports; i++) {
    await pause(order.everyMs);
    const body = {
      progressId: who.progressId,
      from: i * stretch,
      to: (i + 1) * stretch,
      position: (i + 1) * stretch,
      mediaSeconds: order.mediaSeconds,
    };
    const began = performance.now();
    try {
      const response = await fetch(`${order.base}${order.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
        body: JSON.stringify(body),
      });
      const reply = (await response.json()) as { code: number; msg: string };
      report.times.push(performance.now() - began);
      if (reply.code !== 0) report.errors.push(`${reply.code} ${reply.msg}`);
    } catch (error) {
      report.errors.push((error as Error).message);
    }
  }
}

process.once('message', async (order: WatchOrder) => {
  const report: WatchReport = { times: [], errors: [] };
  await Promise.all(order.students.map((who) => student(order, who, report)));
  process.send!(report, () => process.exit(0));
});
