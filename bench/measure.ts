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
