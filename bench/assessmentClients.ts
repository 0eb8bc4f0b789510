/**
 * The students of the assessment benchmark, run in a process of their own (forked by bench/assessments.ts), so
 * that the time their requests take is the server's and not the clients' sharing its event loop. It is told what
 * to do by one message and answers with the timings.
 */

export interface ClientsOrder {
  base: string;
  /** Each student's access token; null for the bare baseline, which needs none. */
  tokens: (string | null)[];
  startPath: string;
  savePath: string;
  itemId: string;
  answers: number;
  startSpreadMs: number;
  thinkMs: readonly [number, number];
  /** The bare baseline: `startPath` and `savePath` are a bare route, asked with the same pattern. */
  bare: boolean;
}

export interface ClientsReport {
  start: number[];
  save: number[];
  errors: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);

async function timed(
  order: ClientsOrder,
  path: string,
  token: string | null,
  body: unknown,
  into: number[],
  report: ClientsReport,
) {
  const began = performance.now();
  try {
    const response = await fetch(`${order.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { code: number; msg: string; data?: unknown };
    into.push(performance.now() - began);
    if (reply.code !== 0) report.errors.push(`${path}: ${reply.code} ${reply.msg}`);
    return reply;
  } catch (error) {
    report.errors.push(`${path}: ${(error as Error).message}`);
    return undefined;
  }
}

/** One student: starts the test at a random moment of the spread, then answers each question after thinking. */
async function student(order: ClientsOrder, token: string | null, report: ClientsReport) {
  await pause(Math.random() * order.startSpreadMs);
  const started = await timed(order, order.startPath, token, { itemId: order.itemId }, report.start, report);
  const attemptId = order.bare
    ? ''
    : (started?.data as { attempt?: { _id: string } } | undefined)?.attempt?._id;
  if (attemptId === undefined) return;
  for (let i = 0; i < order.answers; i++) {
    await pause(between(order.thinkMs));
    const answer = { attemptId, questionId: `q${i + 1}`, answer: i % 2 ? 'Paris' : 'beta', seq: 1 };
    await timed(order, order.savePath, token, answer, report.save, report);
  }
}

process.once('message', async (order: ClientsOrder) => {
  const report: ClientsReport = { start: [], save: [], errors: [] };
  await Promise.all(order.tokens.map((token) => student(order, token, report)));
  process.send!(report, () => process.exit(0));
});
