import type {
  AttemptEnding,
  AttemptState,
  FocusEventKind,
  RosterLine,
} from '../../../core/schemas/assessments';

/** How an attempt reads to its teacher (issue 15): where it stands, and how it was closed. */
export const ATTEMPT_STATE_LOOK: Record<AttemptState, { label: string; color: string }> = {
  open: { label: 'Sitting now', color: 'blue' },
  submitted: { label: 'Handed in', color: 'teal' },
  graded: { label: 'Marked, not released', color: 'indigo' },
  released: { label: 'Released', color: 'purple' },
};

/** Where each student on the proctor's roster stands: their attempt, or not started yet (issue 37). */
export const ROSTER_STATE_LOOK: Record<RosterLine['state'], { label: string; color: string }> = {
  ...ATTEMPT_STATE_LOOK,
  notStarted: { label: 'Not started', color: 'gray' },
};

/** SPEC §4: a proctor terminates (flag set) or disqualifies (flag unset); the server's clock closes the rest. */
export const ENDING_LABEL: Record<AttemptEnding, string> = {
  student: 'Handed in by the student',
  deadline: 'Time ran out',
  terminated: 'Terminated by the proctor',
  disqualified: 'Disqualified',
};

/** The focus events that count as a loss of focus on the test, as the proctor reads them. */
export type FocusLossKind = Extract<FocusEventKind, 'hidden' | 'blur' | 'fullscreenExit'>;
export const FOCUS_LOSS_LABEL: Record<FocusLossKind, string> = {
  hidden: 'Tab hidden',
  blur: 'Window left',
  fullscreenExit: 'Fullscreen left',
};
