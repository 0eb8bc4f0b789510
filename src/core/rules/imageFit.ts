import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE_PX } from '../constants';

export type ImageFit = { skip: true } | { skip: false; width: number; height: number; scaled: boolean };

export interface ImageLimits {
  maxBytes: number;
  maxSide: number;
}

/**
 * SPEC §5 rich-editor images: a file over 64 MB is skipped; an image whose longest side exceeds 4096 px is
 * scaled down, keeping its proportions, so that side is 4096 px. Smaller images keep their size. Other pictures
 * (a course picture) pass tighter limits.
 */
export function fitImage(
  image: { bytes: number; width: number; height: number },
  { maxBytes = IMAGE_MAX_BYTES, maxSide = IMAGE_MAX_SIDE_PX }: Partial<ImageLimits> = {},
): ImageFit {
  if (image.bytes > maxBytes) return { skip: true };
  const longest = Math.max(image.width, image.height);
  if (longest <= maxSide) return { skip: false, width: image.width, height: image.height, scaled: false };
  const ratio = maxSide / longest;
  return {
    skip: false,
    width: Math.max(1, Math.round(image.width * ratio)),
    height: Math.max(1, Math.round(image.height * ratio)),
    scaled: true,
  };
}
