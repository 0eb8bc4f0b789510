import { describe, expect, it } from 'vitest';
import { COURSE_IMAGE_MAX_BYTES } from '../../../core/schemas/courses';
import { fitsCoursePictureLimit } from './coursePicture';

const dataUrlOf = (bytes: number) => `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('a course picture fits the server limit (512 KB)', () => {
  it.each([
    ['a small picture', 2000, true],
    ['exactly the limit', COURSE_IMAGE_MAX_BYTES, true],
    ['one byte over', COURSE_IMAGE_MAX_BYTES + 1, false],
    ['two bytes over (padding counted)', COURSE_IMAGE_MAX_BYTES + 2, false],
  ])('%s', (_case, bytes, fits) => {
    expect(fitsCoursePictureLimit(dataUrlOf(bytes))).toBe(fits);
  });
});
