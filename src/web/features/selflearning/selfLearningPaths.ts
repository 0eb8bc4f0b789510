import { PDF } from '../../../core/rules/officeDocument';
import type { ModuleSummary } from '../../../core/schemas/selfLearning';

/** The addresses of self-learning's pages (SPEC §2, issue 39), each part encoded. */

const part = encodeURIComponent;

/** /SelfLearningView: a student's place in a unit. */
export const unitViewPath = (courseId: string, unitId: string, statusId: string) =>
  `/SelfLearningView/${part(courseId)}/${part(unitId)}/${part(statusId)}`;

/** /selflearningTest: the teacher's editor of a module's test. */
export const moduleTestEditPath = (courseId: string, unitId: string, moduleId: string) =>
  `/selflearningTest/${part(courseId)}/${part(unitId)}/${part(moduleId)}`;

/** /SelfLearningTestAnswer: a module's test as its student answers it. */
export const moduleTestAnswerPath = (courseId: string, unitId: string, moduleId: string) =>
  `/SelfLearningTestAnswer/${part(courseId)}/${part(unitId)}/${part(moduleId)}`;

/**
 * Where a student opens a module once its progress line exists: a video in the SL video viewer (its folder is the
 * course), a PDF in the SL PDF viewer, an office document in the SL document viewer, a test on its answer page.
 * Null for a module that has no page of its own (a SCORM package plays inside the unit's page) or lost its file.
 */
export function modulePath(
  module: Pick<ModuleSummary, '_id' | 'kind' | 'fileId' | 'fileName' | 'fileType'>,
  place: { courseId: string; unitId: string; progressId: string },
): string | null {
  const { courseId, unitId, progressId } = place;
  if (module.kind === 'test') return moduleTestAnswerPath(courseId, unitId, module._id);
  if (module.kind === 'scorm' || !module.fileId) return null;
  const file = `${part(module.fileId)}/${part(module.fileName ?? 'file')}`;
  if (module.kind === 'video')
    return `/SL_file_viewer_video/${part(progressId)}/${part(module._id)}/${part(courseId)}/${file}`;
  const viewer = module.fileType === PDF ? 'SL_file_viewer_pdf' : 'SL_file_viewer_doc';
  return `/${viewer}/${part(progressId)}/${part(module._id)}/${file}`;
}
