/**
 * Whether an answer says nothing (issue 37): empty, only whitespace, or markup without text or an image
 * ("<p>&nbsp;</p>" from a rich editor). The engine marks a blank brief answer 0 by itself, so an attempt does not
 * wait for a teacher to read nothing. Only real tags are dropped: "a <b" or "<3" written as plain text is text.
 */
export function isBlankAnswer(answer: string): boolean {
  if (/<img\b/i.test(answer)) return false;
  const text = answer
    .replace(/<\/?[a-z][a-z0-9]*\b[^>]*>/gi, ' ')
    .replace(/&(nbsp|#160|#x0*a0);/gi, ' ')
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '');
  return text.trim() === '';
}
