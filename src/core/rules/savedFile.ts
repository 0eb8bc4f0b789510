/** SPEC §3 saved file record (browser list saveFile). */
export interface SavedFile {
  courseId: string;
  fileName: string;
  FileId: string;
  url: string;
  /** 0 marks a video that is not ready to open; stored lists may hold it as text. */
  flag: number | string;
}

const VIDEO_EXTENSIONS = ['.mp4', '.avi', '.webm', '.mkv'];

/** SPEC §5: a saved file whose url contains .mp4, .avi, .webm or .mkv and whose flag is 0 is not opened. */
export function canOpenSavedFile(file: Pick<SavedFile, 'url' | 'flag'>): boolean {
  const url = file.url.toLowerCase();
  const isVideo = VIDEO_EXTENSIONS.some((extension) => url.includes(extension));
  return !(isVideo && Number(file.flag) === 0 && String(file.flag).trim() !== '');
}
