import type { PagePoint } from '../../../core/schemas/annotations';

/**
 * Where a pointer is on a page, as fractions of the page's width and height (issue 37's annotations): the same
 * place at any zoom. A pointer dragged past the page's edge is held at the edge.
 */
export function pagePoint(
  pointer: { clientX: number; clientY: number },
  page: { left: number; top: number; width: number; height: number },
): PagePoint {
  const along = (offset: number, size: number) => (size > 0 ? Math.min(1, Math.max(0, offset / size)) : 0);
  return {
    x: along(pointer.clientX - page.left, page.width),
    y: along(pointer.clientY - page.top, page.height),
  };
}

/** The rectangle two corners dragged between make, whichever way the drag went. */
export function boxBetween(from: PagePoint, to: PagePoint) {
  return {
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    width: Math.abs(to.x - from.x),
    height: Math.abs(to.y - from.y),
  };
}

/** Smaller than this (a fraction of the page) a drag is taken for a slip, not a highlight. */
export const SMALLEST_HIGHLIGHT = 0.005;

/** A freehand path kept to at most `max` points, evenly chosen, its first and last points always kept. */
export function thinPath(points: readonly PagePoint[], max: number): PagePoint[] {
  if (points.length <= max) return [...points];
  const step = (points.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, n) => points[Math.round(n * step)]!);
}
