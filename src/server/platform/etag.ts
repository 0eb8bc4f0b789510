/**
 * Whether the request's `If-None-Match` names `etag` (or is `*`), so the client's copy is current and the answer is
 * 304 without a body. The comparison is weak, as RFC 9110 §13.1.2 asks: `W/"x"` matches `"x"`.
 */
export function clientHasCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
}
