/** Bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Which bytes a download's `Range` header asks for (RFC 9110 §14.1.2), so a video can seek (issue 14). One range
 * (`bytes=0-99`, `bytes=100-`, the last `bytes=-500`); an end past the file is cut to the file. A header that is not
 * one well-formed byte range (several ranges, another unit, a last byte before the first) is ignored, as the RFC
 * allows: the whole file is sent. A range that starts past the end is `unsatisfiable` (416).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  const firstByte = first === '' ? undefined : Number(first);
  const lastByte = last === '' ? undefined : Number(last);
  if (![firstByte, lastByte].every((n) => n === undefined || Number.isSafeInteger(n))) return 'whole';
  if (firstByte === undefined) {
    if (lastByte === undefined) return 'whole';
    if (lastByte === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - lastByte), end: size - 1 };
  }
  if (lastByte !== undefined && lastByte < firstByte) return 'whole';
  if (firstByte >= size) return 'unsatisfiable';
  return { start: firstByte, end: Math.min(lastByte ?? size - 1, size - 1) };
}
