import { describe, expect, it } from 'vitest';
import { boxBetween, pagePoint, thinPath } from './pageGeometry';

// Issue 37: annotations "in page-relative coordinates 0..1 (so zoom does not matter)".
describe('pagePoint', () => {
  const page = { left: 100, top: 50, width: 400, height: 200 };
  it.each([
    [
      { clientX: 100, clientY: 50 },
      { x: 0, y: 0 },
    ],
    [
      { clientX: 300, clientY: 100 },
      { x: 0.5, y: 0.25 },
    ],
    [
      { clientX: 500, clientY: 250 },
      { x: 1, y: 1 },
    ],
    [
      { clientX: 40, clientY: 400 },
      { x: 0, y: 1 },
    ],
    [
      { clientX: 900, clientY: -10 },
      { x: 1, y: 0 },
    ],
  ])('%o on the page is %o', (pointer, expected) => {
    expect(pagePoint(pointer, page)).toEqual(expected);
  });

  it('is the same place at twice the zoom', () => {
    const zoomed = { left: 100, top: 50, width: 800, height: 400 };
    expect(pagePoint({ clientX: 700, clientY: 150 }, zoomed)).toEqual({ x: 0.75, y: 0.25 });
  });

  it('is the corner of a page not laid out yet, never NaN', () => {
    expect(pagePoint({ clientX: 10, clientY: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      x: 0,
      y: 0,
    });
  });
});

describe('boxBetween', () => {
  it('is the same rectangle whichever corner the drag started from', () => {
    const box = { x: 0.25, y: 0.25, width: 0.5, height: 0.25 };
    expect(boxBetween({ x: 0.25, y: 0.25 }, { x: 0.75, y: 0.5 })).toEqual(box);
    expect(boxBetween({ x: 0.75, y: 0.5 }, { x: 0.25, y: 0.25 })).toEqual(box);
    expect(boxBetween({ x: 0.75, y: 0.25 }, { x: 0.25, y: 0.5 })).toEqual(box);
  });
});

describe('thinPath', () => {
  const line = (length: number) => Array.from({ length }, (_, n) => ({ x: n / length, y: 0.5 }));
  it('keeps a short path as it is', () => {
    expect(thinPath(line(3), 500)).toEqual(line(3));
  });
  it('keeps a long path to the most the server takes, from its first point to its last', () => {
    const long = line(1234);
    const thin = thinPath(long, 500);
    expect(thin).toHaveLength(500);
    expect(thin[0]).toEqual(long[0]);
    expect(thin.at(-1)).toEqual(long.at(-1));
  });
});
