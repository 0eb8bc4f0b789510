import {
  type DraftNumber,
  type DraftPair,
  type DraftQuestion,
  draftLine,
  draftNumber,
  draftPair,
  FULL_WEIGHT,
  MIN_PAIRS,
  type NewId,
} from './questionDraft';

/**
 * The editor's changes to the keys issue 33 brought from Moodle: weights per choice (multiple choice, one word),
 * "students may pick several", a numerical question's accepted numbers and a matching question's pairs and extra
 * wrong matches. Each leaves a question of another type as it is.
 */

/** At least one accepted number (the schema's floor). */
export const MIN_NUMBERS = 1;

/**
 * Weights per choice on or off. Turned on, a choice keeps a weight it has that agrees with its "right" box, else
 * gets one that does (the right ones sharing 100%, the others 0%), and "several" follows how many are right;
 * turned off, the choices with a weight above 0% are the right ones. An accepted answer starts at 100%.
 */
export function setWeighted(draft: DraftQuestion, weighted: boolean): DraftQuestion {
  if (draft.type === 'one_word')
    return {
      ...draft,
      weighted,
      accepted: draft.accepted.map((entry) => ({
        ...entry,
        weight: entry.weight === '' ? FULL_WEIGHT : entry.weight,
      })),
    };
  if (draft.type !== 'mcq' || draft.weighted === weighted) return draft;
  if (!weighted)
    return {
      ...draft,
      weighted,
      multiple: false,
      choices: draft.choices.map((entry) => ({ ...entry, right: entry.weight !== '' && entry.weight > 0 })),
    };
  const rightCount = draft.choices.filter((entry) => entry.right).length;
  const share = rightCount > 0 ? Math.round((FULL_WEIGHT / rightCount) * 100) / 100 : 0;
  return {
    ...draft,
    weighted,
    multiple: rightCount > 1,
    choices: draft.choices.map((entry) => {
      const agrees = entry.weight !== '' && entry.weight > 0 === entry.right;
      return agrees ? entry : { ...entry, weight: entry.right ? share : 0 };
    }),
  };
}

/** Weighted multiple choice: whether students may pick several choices. */
export const setMultiple = (draft: DraftQuestion, multiple: boolean): DraftQuestion =>
  draft.type === 'mcq' ? { ...draft, multiple } : draft;

export const addNumber = (draft: DraftQuestion, newId: NewId): DraftQuestion =>
  draft.type === 'numerical' ? { ...draft, numbers: [...draft.numbers, draftNumber(newId)] } : draft;

export const changeNumber = (
  draft: DraftQuestion,
  key: string,
  change: Partial<Omit<DraftNumber, 'key'>>,
): DraftQuestion =>
  draft.type === 'numerical'
    ? {
        ...draft,
        numbers: draft.numbers.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
      }
    : draft;

export const removeNumber = (draft: DraftQuestion, key: string): DraftQuestion =>
  draft.type === 'numerical' && draft.numbers.length > MIN_NUMBERS
    ? { ...draft, numbers: draft.numbers.filter((entry) => entry.key !== key) }
    : draft;

export const addPair = (draft: DraftQuestion, newId: NewId): DraftQuestion =>
  draft.type === 'matching' ? { ...draft, pairs: [...draft.pairs, draftPair(newId)] } : draft;

export const changePair = (
  draft: DraftQuestion,
  key: string,
  change: Partial<Omit<DraftPair, 'key'>>,
): DraftQuestion =>
  draft.type === 'matching'
    ? { ...draft, pairs: draft.pairs.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)) }
    : draft;

export const removePair = (draft: DraftQuestion, key: string): DraftQuestion =>
  draft.type === 'matching' && draft.pairs.length > MIN_PAIRS
    ? { ...draft, pairs: draft.pairs.filter((entry) => entry.key !== key) }
    : draft;

export const addExtraMatch = (draft: DraftQuestion, newId: NewId): DraftQuestion =>
  draft.type === 'matching' ? { ...draft, extras: [...draft.extras, draftLine(newId)] } : draft;

export const setExtraMatch = (draft: DraftQuestion, key: string, text: string): DraftQuestion =>
  draft.type === 'matching'
    ? { ...draft, extras: draft.extras.map((entry) => (entry.key === key ? { ...entry, text } : entry)) }
    : draft;

export const removeExtraMatch = (draft: DraftQuestion, key: string): DraftQuestion =>
  draft.type === 'matching' ? { ...draft, extras: draft.extras.filter((entry) => entry.key !== key) } : draft;
