import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../constants';
import { fitImage } from './imageFit';

// SPEC §5 rich editor: "Pasted or dropped images over 64 MB (67108864 bytes) are skipped. Larger images are scaled so
// the longest side is at most 4096 px."
describe('fitImage (SPEC §5)', () => {
  it.each([
    ['over 64 MB is skipped', { bytes: IMAGE_MAX_BYTES + 1, width: 100, height: 100 }, { skip: true }],
    [
      'exactly 64 MB is kept',
      { bytes: IMAGE_MAX_BYTES, width: 100, height: 50 },
      { skip: false, width: 100, height: 50, scaled: false },
    ],
    [
      'small image unchanged',
      { bytes: 1000, width: 800, height: 600 },
      { skip: false, width: 800, height: 600, scaled: false },
    ],
    [
      'exactly 4096 unchanged',
      { bytes: 1000, width: 4096, height: 2000 },
      { skip: false, width: 4096, height: 2000, scaled: false },
    ],
    [
      'wide image scaled by width',
      { bytes: 1000, width: 8192, height: 4096 },
      { skip: false, width: 4096, height: 2048, scaled: true },
    ],
    [
      'tall image scaled by height',
      { bytes: 1000, width: 3000, height: 6000 },
      { skip: false, width: 2048, height: 4096, scaled: true },
    ],
    [
      'proportions rounded',
      { bytes: 1000, width: 5000, height: 3333 },
      { skip: false, width: 4096, height: 2730, scaled: true },
    ],
    [
      'a thin strip keeps at least 1 px',
      { bytes: 1000, width: 100000, height: 1 },
      { skip: false, width: 4096, height: 1, scaled: true },
    ],
  ])('%s', (_label, image, expected) => {
    expect(fitImage(image)).toEqual(expected);
  });
});

describe('fitImage with tighter limits (a course picture: at most 1024 px)', () => {
  it.each([
    [
      'scaled to 1024 on the longest side',
      { bytes: 1000, width: 4000, height: 3000 },
      { width: 1024, height: 768 },
    ],
    ['a small picture keeps its size', { bytes: 1000, width: 640, height: 480 }, { width: 640, height: 480 }],
  ])('%s', (_label, image, size) => {
    expect(fitImage(image, { maxSide: 1024 })).toMatchObject({ skip: false, ...size });
  });
});
