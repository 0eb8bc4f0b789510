import { COURSEWORK } from '../../../core/constants';
import { formatFileSize } from '../../../core/rules/fileSize';
import { countOf } from '../courses/courseVisuals';

/** What the zip of an item's handed-in work holds, as the download's question and toast say it (issue 37). */
export function archiveSummary(info: { works: number; files: number; bytes: number }): {
  holds: string;
  large: boolean;
} {
  return {
    holds: `${countOf(info.files, 'file', 'files')} of ${countOf(info.works, 'piece of work', 'pieces of work')}, ${formatFileSize(info.bytes)}`,
    large: info.bytes >= COURSEWORK.archiveWarnBytes,
  };
}
