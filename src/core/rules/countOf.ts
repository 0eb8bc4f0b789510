/** English plural categories (issue 37): the language's own rule, not a hand-written `count === 1`. */
const plural = new Intl.PluralRules('en');

/** '1 student', '3 students': a count with its noun, `many` the noun with an s unless given. */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count} ${plural.select(count) === 'one' ? one : many}`;
