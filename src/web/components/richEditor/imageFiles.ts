import { IMAGE_JPEG_QUALITY } from '../../../core/constants';
import { fitImage } from '../../../core/rules/imageFit';

export type ImageOutcome = { kind: 'image'; src: string } | { kind: 'tooLarge' } | { kind: 'unreadable' };

/**
 * SPEC §5 rich-editor images: over 64 MB is skipped; otherwise the image is scaled to at most 4096 px on its
 * longest side and re-encoded as a JPEG data URL at quality 0.99 (on white, since JPEG has no transparency).
 */
export async function imageFileToDataUrl(file: File): Promise<ImageOutcome> {
  if (fitImage({ bytes: file.size, width: 0, height: 0 }).skip) return { kind: 'tooLarge' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { kind: 'unreadable' };
  }
  const fit = fitImage({ bytes: file.size, width: bitmap.width, height: bitmap.height });
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
  return { kind: 'image', src: canvas.toDataURL('image/jpeg', IMAGE_JPEG_QUALITY) };
}

/** The image files among pasted or dropped files. */
export function imageFilesOf(files: FileList | null | undefined): File[] {
  return Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));
}
