import type { WorkStatus, WorkTally } from '../../../core/schemas/workStatus';

const WORDS: Record<Exclude<WorkStatus['state'], 'marked'>, string> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  handedIn: 'Handed in',
  late: 'Handed in late',
  missed: 'Missed',
  notReady: 'Not ready yet',
};

/** A student's state on an item in words (issue 37): "Marked 9 / 10" once released, "Handed in late", ... */
export function workStatusText(work: WorkStatus): string {
  if (work.state !== 'marked') return WORDS[work.state];
  return work.mark === undefined || work.max === undefined ? 'Marked' : `Marked ${work.mark} / ${work.max}`;
}

/** What a teacher's list says of the work on an item: "5 handed in · 2 to mark", "· all marked", or nothing yet. */
export function workTallyText({ handedIn, toMark }: WorkTally): string {
  if (!handedIn) return 'Nothing handed in yet';
  return `${handedIn} handed in · ${toMark ? `${toMark} to mark` : 'all marked'}`;
}
