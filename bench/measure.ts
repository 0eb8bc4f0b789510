import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** Drives one URL for `seconds` with autocannon and returns its mean throughput and latencies. */
export async function throughput(options: autocannon.Options): Promise<Throughput> {
  const result = await autocannon({ connections: 20, duration: 5, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The q-quantile of sorted values (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** How many timings, and their median and 95th percentile. */
export function latencySummary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}

/**
 * Runs a bench's clients in a process of their own (`script`, run through tsx), hands them `order` and waits for
 * the one report they send back, so the server's process measures only the server.
 */
export function runClientProcess<Order, Report>(script: URL, order: Order): Promise<Report> {
  return new Promise((resolve, reject) => {
    const clients = fork(script, { execArgv: ['--import', 'tsx'] });
    clients.once('message', (report) => resolve(report as Report));
    clients.once('error', reject);
    clients.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the bench clients ended with code ${code}`));
    });
    clients.send(order as object);
  });
}

export function ratio(value: number, baseline: number): string {
  return (value / baseline).toFixed(3);
}

/** A process's resident memory in bytes (VmRSS in /proc/<pid>/status, Linux); 0 once it has ended. */
export function residentBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}
