import type { ImportOutcome } from '../../../core/rules/importOutcomes';

/**
 * How each outcome of an import row is shown: its words, and a badge colour whose text is dark enough on white
 * (the .9 shades, AA contrast) so that the colour is never the only sign: the words say it too.
 */
export const OUTCOME_VIEW: Record<ImportOutcome, { preview: string; done: string; color: string }> = {
  create: { preview: 'Will be created', done: 'Created', color: 'teal.9' },
  update: { preview: 'Will be updated', done: 'Updated', color: 'blue.9' },
  unchanged: { preview: 'No change', done: 'No change', color: 'gray.8' },
  refused: { preview: 'Refused', done: 'Refused', color: 'red.9' },
};
