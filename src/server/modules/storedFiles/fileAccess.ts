import type { FileRow } from '../../db/schema';
import type { CourseAccess } from '../courses/policy';

/** A stored file with the caller's access to the course it belongs to. */
export interface FileAccess extends CourseAccess {
  file: FileRow;
}

/** A file of the school's library (issue 14) or a manual (issue 37): no course; every signed-in user reads it. */
export interface LibraryFileAccess {
  file: FileRow;
  course: null;
}
