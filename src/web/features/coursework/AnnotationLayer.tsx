import { type PointerEvent, useRef, useState } from 'react';
import { ANNOTATION_LIMITS, type Annotation, type PagePoint } from '../../../core/schemas/annotations';
import classes from './AnnotationLayer.module.css';
import { boxBetween, pagePoint, SMALLEST_HIGHLIGHT, thinPath } from './pageGeometry';

export type AnnotationTool = 'highlight' | 'comment' | 'drawing';

/** What the pointer made on the page, in page fractions, ready to save. */
export type PageMark =
  | { kind: 'highlight'; x: number; y: number; width: number; height: number }
  | { kind: 'comment'; at: PagePoint }
  | { kind: 'drawing'; points: PagePoint[] };

const pathOf = (points: readonly PagePoint[]) => points.map(({ x, y }) => `${x},${y}`).join(' ');

/**
 * One page's annotations drawn over it (issue 37): highlights as translucent yellow rectangles, drawings as red
 * lines, comments as numbered pins. With a tool chosen, the pointer makes a new one: a drag a highlight, a click a
 * comment's place, a stroke a drawing. The pins are only pictures: the list beside the view is the way in for the
 * keyboard and screen readers.
 */
export function AnnotationLayer({
  annotations,
  numbers,
  tool,
  onMark,
}: {
  annotations: readonly Annotation[];
  /** Each comment's number in the list. */
  numbers: ReadonlyMap<string, number>;
  tool: AnnotationTool | null;
  onMark: (mark: PageMark) => void;
}) {
  const surface = useRef<SVGSVGElement>(null);
  const [stroke, setStroke] = useState<PagePoint[] | null>(null);
  const at = (event: PointerEvent) => {
    const box = surface.current?.getBoundingClientRect();
    return box ? pagePoint(event, box) : { x: 0, y: 0 };
  };
  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (!tool || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setStroke([at(event)]);
  };
  const move = (event: PointerEvent) => {
    if (!stroke || tool === 'comment') return;
    const point = at(event);
    setStroke(tool === 'highlight' ? [stroke[0]!, point] : [...stroke, point]);
  };
  const end = (event: PointerEvent) => {
    if (!stroke || !tool) return;
    const first = stroke[0]!;
    const last = at(event);
    setStroke(null);
    if (tool === 'comment') onMark({ kind: 'comment', at: first });
    if (tool === 'highlight') {
      const box = boxBetween(first, last);
      if (box.width >= SMALLEST_HIGHLIGHT && box.height >= SMALLEST_HIGHLIGHT)
        onMark({ kind: 'highlight', ...box });
    }
    if (tool === 'drawing' && stroke.length > 1)
      onMark({ kind: 'drawing', points: thinPath([...stroke, last], ANNOTATION_LIMITS.drawingMaxPoints) });
  };
  const preview =
    stroke && tool === 'highlight' && stroke.length > 1 ? boxBetween(stroke[0]!, stroke[1]!) : null;

  return (
    <>
      <svg
        ref={surface}
        className={classes.surface}
        data-tool={tool ?? undefined}
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        aria-hidden="true"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={() => setStroke(null)}
      >
        {annotations.map(({ _id, shape }) =>
          shape.kind === 'highlight' ? (
            <rect
              key={_id}
              className={classes.highlight}
              x={shape.x}
              y={shape.y}
              width={shape.width}
              height={shape.height}
            />
          ) : shape.kind === 'drawing' ? (
            <polyline key={_id} className={classes.drawing} points={pathOf(shape.points)} />
          ) : null,
        )}
        {preview && <rect className={classes.highlight} {...preview} />}
        {stroke && tool === 'drawing' && <polyline className={classes.drawing} points={pathOf(stroke)} />}
      </svg>
      {annotations.map(({ _id, shape }) =>
        shape.kind === 'comment' ? (
          <span
            key={_id}
            className={classes.pin}
            style={{ left: `${shape.x * 100}%`, top: `${shape.y * 100}%` }}
            aria-hidden="true"
          >
            {numbers.get(_id)}
          </span>
        ) : null,
      )}
    </>
  );
}
