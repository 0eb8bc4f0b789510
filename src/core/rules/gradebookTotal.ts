import type { GradebookWeights, GradedKind } from '../schemas/gradebook';

/** What the total reads of one cell: the item's kind and id, the most it gives, and what it counts as. */
export interface TotalPart {
  itemId: string;
  kind: GradedKind;
  max: number;
  /** The mark that counts; 0 for missed work; null while the item does not count yet (not due, or not marked). */
  counts: number | null;
}

/** What a kind or item weighs when the teacher has not said: every kind and every item alike. */
export const DEFAULT_WEIGHT = 1;

/**
 * Issue 35 "the course total by weights the teacher sets per kind or item": a weighted mean of weighted means, as
 * Moodle's "weighted mean of grades" categories. Within a kind, each counted item's share (mark / max) weighs its
 * item weight; the kinds' scores then weigh their kind weights. Only what counts is averaged: an item not yet due or
 * not yet marked leaves the total as it was, missed work counts as 0, and a kind or item weighing 0 (or with nothing
 * to give: max 0) is left out. The total is in percent, to one decimal; null while nothing counts.
 */
export function weightedTotal(parts: readonly TotalPart[], weights: GradebookWeights): number | null {
  const byKind = new Map<GradedKind, { sum: number; weight: number }>();
  for (const part of parts) {
    if (part.counts === null || part.max <= 0) continue;
    const weight = weights.items[part.itemId] ?? DEFAULT_WEIGHT;
    if (weight <= 0) continue;
    const kind = byKind.get(part.kind) ?? { sum: 0, weight: 0 };
    kind.sum += (weight * Math.min(part.counts, part.max)) / part.max;
    kind.weight += weight;
    byKind.set(part.kind, kind);
  }
  let sum = 0;
  let weight = 0;
  for (const [kind, score] of byKind) {
    const kindWeight = weights.kinds[kind] ?? DEFAULT_WEIGHT;
    if (kindWeight <= 0) continue;
    sum += (kindWeight * score.sum) / score.weight;
    weight += kindWeight;
  }
  if (weight === 0) return null;
  return Math.round((1000 * sum) / weight) / 10;
}
