/**
 * What sl_progress.scorm holds for a SCORM module: the runtime's data (cmi) to resume with, and the launch that
 * last committed with the session time it had reported, so that time is added once (core/rules/scormReport.ts).
 */
export interface StoredRuntime {
  cmi: Record<string, unknown>;
  session: string;
  sessionTotalSeconds: number;
}

/** The stored runtime of a progress line, or undefined before its first commit. */
export function storedRuntime(value: unknown): StoredRuntime | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { cmi, session, sessionTotalSeconds } = value as Partial<StoredRuntime>;
  if (
    !cmi ||
    typeof cmi !== 'object' ||
    typeof session !== 'string' ||
    typeof sessionTotalSeconds !== 'number'
  )
    return undefined;
  return { cmi, session, sessionTotalSeconds };
}
