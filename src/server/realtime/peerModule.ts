import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { compileFunction } from 'node:vm';

type Peer = typeof import('peer');

export interface LoadedPeer {
  peer: Peer;
  /** Stops the timers this copy of `peer` has going and lets it start no more. */
  stopTimers(): void;
}

/**
 * `peer` runs two housekeeping loops (broken connections every 300 ms, expired messages every second) from the
 * moment it is mounted, and has no way to stop them: a closed app would leave them running for good and keep its
 * process from ending. So each app loads its own copy of peer's CommonJS build the way Node's loader does (the
 * module's code wrapped in a function of `exports`, `require`, ...), with `setTimeout` and `clearTimeout` of its
 * own among the arguments, and stops them when it closes.
 */
export function loadPeer(): LoadedPeer {
  const file = createRequire(import.meta.url).resolve('peer');
  const pending = new Set<NodeJS.Timeout>();
  let stopped = false;
  const ownSetTimeout = (callback: () => void, ms: number) => {
    // A loop re-arms its timer at the end of each round: once stopped, it ends there.
    if (stopped) return undefined;
    const timer = setTimeout(() => {
      pending.delete(timer);
      callback();
    }, ms);
    pending.add(timer);
    return timer;
  };
  const ownClearTimeout = (timer: NodeJS.Timeout | undefined) => {
    if (!timer) return;
    pending.delete(timer);
    clearTimeout(timer);
  };

  const wrapper = compileFunction(
    readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname', 'setTimeout', 'clearTimeout'],
    { filename: file },
  );
  const module = { exports: {} };
  wrapper(module.exports, createRequire(file), module, file, dirname(file), ownSetTimeout, ownClearTimeout);
  return {
    peer: module.exports as Peer,
    stopTimers() {
      stopped = true;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
