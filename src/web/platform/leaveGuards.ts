/**
 * Pages that hold the app on their address while they have unsaved changes (useLeaveGuard). The router asks them
 * before it goes from one address to another, by a link, a redirect in code or the browser's back and forward.
 */
export interface LeaveGuard {
  /** Whether going from one path to the next would lose what the page holds. */
  holds: (fromPath: string, toPath: string) => boolean;
  /** Asks the person; true lets the app go. */
  ask: () => Promise<boolean>;
}

const guards = new Set<LeaveGuard>();
let asking = false;

/** Holds the app to its address while the guard says so, until the returned function releases it. */
export function holdLeaving(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/** The page that holds the app on `fromPath` against going to `toPath`, if any. */
function holder(fromPath: string, toPath: string): LeaveGuard | undefined {
  for (const guard of guards) if (guard.holds(fromPath, toPath)) return guard;
  return undefined;
}

/** Whether some page holds the app on `fromPath`; false lets the navigation go at once. */
export const leaveHeld = (fromPath: string, toPath: string): boolean =>
  holder(fromPath, toPath) !== undefined;

/**
 * Asks the page that holds the app whether to go. One question at a time: a navigation tried while the person is
 * still answering is dropped, as pressing a link twice asks once.
 */
export async function askToLeave(fromPath: string, toPath: string): Promise<boolean> {
  const guard = holder(fromPath, toPath);
  if (!guard) return true;
  if (asking) return false;
  asking = true;
  try {
    return await guard.ask();
  } finally {
    asking = false;
  }
}
