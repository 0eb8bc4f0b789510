/**
 * How a module's or a student's standing looks as a badge, in colours that keep WCAG AA contrast on white (outlined
 * dark shades; the stalled student filled, to stand out).
 */
export const STANDING_BADGES = {
  complete: { text: 'Complete', color: 'teal.9', variant: 'outline' },
  started: { text: 'In progress', color: 'blue.9', variant: 'outline' },
  notStarted: { text: 'Not started', color: 'gray.7', variant: 'outline' },
  locked: { text: 'Locked', color: 'gray.7', variant: 'outline' },
  stalled: { text: 'Stalled', color: 'red.9', variant: 'filled' },
} as const;
