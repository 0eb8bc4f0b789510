import type { Question } from '../schemas/assessments';
import { matchingChoices } from './questionMarking';

/**
 * The order an attempt shows its questions and choices in (issue 15: "order and shuffling of questions and
 * choices"). A shuffle is seeded by the attempt's id, so the same attempt always comes out the same (a resumed
 * attempt looks as it did) while two students' attempts differ. Stored with the attempt when it starts.
 */
export interface AttemptOrder {
  /** Question ids in the order shown. */
  questions: string[];
  /**
   * For a question whose choices are shuffled: its choices in the order shown (multiple choice), or its matches
   * (matching, issue 33; attempts begun before then hold multiple-choice questions only).
   */
  choices: Record<string, string[]>;
}

export interface OrderableQuestion {
  id: string;
  type: string;
  choices: readonly string[];
  /** Weighted multiple choice: one weight per choice, which follows its choice when the choices are shuffled. */
  weights?: Question['weights'];
  /** Matching: its pairs, whose matches are what the student chooses from. */
  pairs?: Question['pairs'];
}

/** What a student chooses from, in the teacher's order: multiple choice its choices, matching its matches. */
export function offeredChoices(question: OrderableQuestion): readonly string[] {
  if (question.type === 'mcq') return question.choices;
  if (question.type === 'matching') return matchingChoices(question);
  return [];
}

/** A 32-bit FNV-1a hash of the seed, to start the generator. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small generator of numbers in [0, 1), the same sequence for the same seed. */
function generator(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher–Yates shuffle of a copy of `items`, decided by `seed` alone. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const next = generator(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The order a new attempt shows: the teacher's, or shuffled by the attempt's id where the settings say so. */
export function attemptOrder(
  attemptId: string,
  questions: readonly OrderableQuestion[],
  settings: { shuffleQuestions: boolean; shuffleChoices: boolean },
): AttemptOrder {
  const ids = questions.map((q) => q.id);
  const choices: Record<string, string[]> = {};
  if (settings.shuffleChoices)
    for (const q of questions) {
      const offered = offeredChoices(q);
      if (offered.length) choices[q.id] = seededShuffle(offered, `${attemptId}:${q.id}`);
    }
  return { questions: settings.shuffleQuestions ? seededShuffle(ids, attemptId) : ids, choices };
}

/** `wanted` in the stored order, then what the stored order does not know, in the order given. */
function arrange<T>(stored: readonly T[], wanted: readonly T[]): T[] {
  const present = new Set(wanted);
  const kept = stored.filter((x) => present.has(x));
  const known = new Set(kept);
  return [...kept, ...wanted.filter((x) => !known.has(x))];
}

/**
 * What a question offers to choose from, in the order the attempt shows it: its stored shuffle, with choices (or
 * matches) the teacher has added since at the end and removed ones gone.
 */
export function shownChoices(order: AttemptOrder, question: OrderableQuestion): string[] {
  const offered = offeredChoices(question);
  const stored = order.choices[question.id];
  return stored ? arrange(stored, offered) : [...offered];
}

/**
 * The item's questions as the attempt shows them: in its stored order, each multiple-choice question's choices too,
 * their weights with them (a matching question keeps its pairs: `shownChoices` orders its matches). Questions the
 * teacher has added since come after, in the teacher's order; removed ones are gone.
 */
export function inAttemptOrder<Q extends OrderableQuestion>(
  order: AttemptOrder,
  questions: readonly Q[],
): Q[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return arrange(
    order.questions,
    questions.map((q) => q.id),
  ).map((id) => {
    const question = byId.get(id)!;
    if (question.type !== 'mcq' || !order.choices[id]) return question;
    const choices = shownChoices(order, question);
    const { weights } = question;
    if (!weights?.length) return { ...question, choices };
    return {
      ...question,
      choices,
      weights: choices.map((choice) => weights[question.choices.indexOf(choice)]!),
    };
  });
}
