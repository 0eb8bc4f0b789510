import { COURSE_IMAGE_MAX_BYTES } from '../../../core/schemas/courses';
import { type ImageOutcome, imageFileToDataUrl } from '../../components/richEditor/imageFiles';

/** A course picture is shown as a card banner: 1024 px on its longest side is plenty. */
export const COURSE_PICTURE_MAX_SIDE = 1024;
/** Tried in turn until the JPEG fits the server's size limit; photos usually fit at the first. */
const QUALITIES = [0.9, 0.8, 0.65, 0.5] as const;

/** Whether a base64 data URL's content is within the server's limit for course pictures. */
export function fitsCoursePictureLimit(dataUrl: string): boolean {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding <= COURSE_IMAGE_MAX_BYTES;
}

/** The chosen file scaled in the browser to at most 1024 px and encoded as a JPEG data URL small enough to send. */
export async function coursePictureDataUrl(file: File): Promise<ImageOutcome> {
  for (const quality of QUALITIES) {
    const outcome = await imageFileToDataUrl(file, { maxSide: COURSE_PICTURE_MAX_SIDE, quality });
    if (outcome.kind !== 'image' || fitsCoursePictureLimit(outcome.src)) return outcome;
  }
  return { kind: 'tooLarge' };
}
