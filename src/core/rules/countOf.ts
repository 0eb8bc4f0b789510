/** English plural categories (issue 37): the language's own rule, not a hand-written `count === 1`. */
const plural = new Intl.PluralRules('en');

/** The word that goes with a count: 'has' or 'have', 'mark' or 'marks'; `many` the word with an s unless given. */
export const wordFor = (count: number, one: string, many = `${one}s`) =>
  plural.select(count) === 'one' ? one : many;

/**
 * '1 student', '3 students': a count with its noun. In core so that what the server writes (a notification's
 * "3 students handed in") follows the same rule as the pages.
 */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count} ${wordFor(count, one, many)}`;
