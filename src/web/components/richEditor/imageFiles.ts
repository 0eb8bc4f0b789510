import { IMAGE_JPEG_QUALITY } from '../../../core/constants';
import { fitImage, type ImageLimits } from '../../../core/rules/imageFit';

export type ImageOutcome = { kind: 'image'; src: string } | { kind: 'tooLarge' } | { kind: 'unreadable' };

export interface ImageEncoding extends Partial<ImageLimits> {
  /** JPEG quality, 0 to 1. */
  quality?: number;
}

/**
 * SPEC §5 rich-editor images: over 64 MB is skipped; otherwise the image is scaled to at most 4096 px on its
 * longest side and re-encoded as a JPEG data URL at quality 0.99 (on white, since JPEG has no transparency).
 * Other pictures pass their own limits and quality.
 */
export async function imageFileToDataUrl(
  file: File,
  { quality = IMAGE_JPEG_QUALITY, ...limits }: ImageEncoding = {},
): Promise<ImageOutcome> {
  if (fitImage({ bytes: file.size, width: 0, height: 0 }, limits).skip) return { kind: 'tooLarge' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { kind: 'unreadable' };
  }
  const fit = fitImage({ bytes: file.size, width: bitmap.width, height: bitmap.height }, limits);
  if (fit.skip) return { kind: 'tooLarge' };
  const canvas = document.createElement('canvas');
  canvas.width = fit.width;
  canvas.height = fit.height;
  const context = canvas.getContext('2d');
  if (!context) return { kind: 'unreadable' };
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, fit.width, fit.height);
  context.drawImage(bitmap, 0, 0, fit.width, fit.height);
  bitmap.close();
  return { kind: 'image', src: canvas.toDataURL('image/jpeg', quality) };
}

/** The image files among pasted or dropped files. */
export function imageFilesOf(files: FileList | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}
