/**
 * The ids in their new order once the one at `index` moves one place up (-1) or down (+1); unchanged when it would
 * leave the list.
 */
export function moveInList(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const moved = [...ids];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
