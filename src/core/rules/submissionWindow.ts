import type { LatePolicy, SubmissionState } from '../schemas/coursework';

export type SubmissionWindow = { open: true; late: boolean } | { open: false; reason: string };

/**
 * May a student change or hand in their work now (issue 14: "submit before the deadline, resubmit until graded";
 * "late policy (accept and mark late, or refuse after the deadline)")? Graded work is closed; after the item's end
 * date it is open and late when late work is accepted, closed when it is refused. `state` is null before the
 * student has started.
 */
export function submissionWindow(input: {
  now: Date;
  endAt: Date;
  latePolicy: LatePolicy;
  state: SubmissionState | null;
}): SubmissionWindow {
  if (input.state === 'graded' || input.state === 'released')
    return { open: false, reason: 'This work is already graded: it can no longer be changed.' };
  const late = input.now.getTime() > input.endAt.getTime();
  if (late && input.latePolicy === 'refuseLate')
    return { open: false, reason: 'The deadline has passed: this work is no longer taken.' };
  return { open: true, late };
}
