/**
 * What a SCORM package's runtime data means for its module (issue 39, "SCORM packages": "What the package reports
 * (completion, success, score, time, suspend data) becomes the module's progress"). SCORM 1.2 reports
 * cmi.core.lesson_status, cmi.core.score.raw/max and cmi.core.session_time (HHHH:MM:SS.SS); SCORM 2004
 * cmi.completion_status, cmi.success_status, cmi.score.scaled (or raw/max) and cmi.session_time (ISO 8601, PT1H2M3S).
 * Session time is the time of the whole launch so far, reported again at each commit: only what it grew by since the
 * last commit of the same launch is added.
 */
export interface PackageReport {
  completed: boolean;
  /** 0 to 100; null when the package reported no score. */
  scorePercent: number | null;
  /** The session's time so far, as the package reported it. */
  sessionTotalSeconds: number;
  /** What to add to the module's time spent. */
  sessionSeconds: number;
}

/** The longest session one commit may claim: a package reporting more is not believed beyond this. */
export const SCORM_SESSION_MAX_SECONDS = 24 * 60 * 60;

type Cmi = Record<string, unknown>;
const field = (object: unknown, ...path: string[]): string | undefined => {
  let at: unknown = object;
  for (const key of path) at = at && typeof at === 'object' ? (at as Cmi)[key] : undefined;
  return typeof at === 'string' ? at.trim() : typeof at === 'number' ? String(at) : undefined;
};
const numberOf = (text: string | undefined): number | undefined => {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};
const percent = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 100) / 100;

/** SCORM 1.2 CMITimespan: HHHH:MM:SS(.SS). */
export function scorm12Seconds(text: string | undefined): number {
  const match = /^(\d{1,4}):([0-5]?\d):([0-5]?\d(?:\.\d{1,2})?)$/.exec(text ?? '');
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : 0;
}

/** SCORM 2004 timeinterval: ISO 8601 duration (P[nY][nM][nD][T[nH][nM][n.nS]]), months and years at 30 and 365 days. */
export function scorm2004Seconds(text: string | undefined): number {
  const match =
    /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      text ?? '',
    );
  if (!match || text === 'P' || text?.endsWith('T')) return 0;
  const [, years, months, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return (((years! * 365 + months! * 30 + days!) * 24 + hours!) * 60 + minutes!) * 60 + seconds!;
}

/** A score out of 100 from raw and max (min 0 when absent), or undefined. */
function rawPercent(
  raw: string | undefined,
  min: string | undefined,
  max: string | undefined,
): number | undefined {
  const value = numberOf(raw);
  if (value === undefined) return undefined;
  const low = numberOf(min) ?? 0;
  const high = numberOf(max);
  // SCORM 1.2 packages commonly leave max unset and report out of 100.
  if (high === undefined || high <= low) return percent(value);
  return percent(((value - low) / (high - low)) * 100);
}

/**
 * The report of one commit. `previousTotalSeconds`: the session time of the last commit of this same launch
 * (undefined on its first), so a session's time is counted once however often the package commits.
 */
export function scormReport(
  version: '1.2' | '2004',
  cmi: unknown,
  previousTotalSeconds?: number,
): PackageReport {
  let completed: boolean;
  let score: number | undefined;
  let total: number;
  if (version === '1.2') {
    const status = field(cmi, 'core', 'lesson_status');
    completed = status === 'completed' || status === 'passed';
    score = rawPercent(
      field(cmi, 'core', 'score', 'raw'),
      field(cmi, 'core', 'score', 'min'),
      field(cmi, 'core', 'score', 'max'),
    );
    total = scorm12Seconds(field(cmi, 'core', 'session_time'));
  } else {
    const completion = field(cmi, 'completion_status');
    const success = field(cmi, 'success_status');
    // A package that says its learner failed has not been completed, whatever its completion says: they try again.
    completed = success === 'passed' || (completion === 'completed' && success !== 'failed');
    const scaled = numberOf(field(cmi, 'score', 'scaled'));
    score =
      scaled !== undefined && scaled >= -1 && scaled <= 1
        ? percent(scaled * 100)
        : rawPercent(field(cmi, 'score', 'raw'), field(cmi, 'score', 'min'), field(cmi, 'score', 'max'));
    total = scorm2004Seconds(field(cmi, 'session_time'));
  }
  const sessionTotalSeconds = Math.min(SCORM_SESSION_MAX_SECONDS, total);
  return {
    completed,
    scorePercent: score ?? null,
    sessionTotalSeconds,
    sessionSeconds: Math.max(0, sessionTotalSeconds - (previousTotalSeconds ?? 0)),
  };
}
