/**
 * What is wrong with a mark typed into a number input (Mantine gives '' for an empty one), in the server's words
 * (core/schemas/discussions.ts), or null when it is a whole number from `min` to `max`.
 */
export function markProblem(value: number | string, min: number, max: number, field = 'Mark'): string | null {
  if (value === '' || Number.isNaN(Number(value))) return `${field}: give a whole number.`;
  const mark = Number(value);
  if (!Number.isInteger(mark)) return `${field}: a whole number.`;
  if (mark < min) return `${field}: ${min} or more.`;
  if (mark > max) return `${field}: at most ${max}.`;
  return null;
}
