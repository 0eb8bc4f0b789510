import type { PageReads } from '../../platform/routes';
import { fileItemQuery } from '../files/filesApi';
import {
  classProgressQuery,
  moduleQuery,
  progressLineQuery,
  studentUnitQuery,
  unitProgressQuery,
  unitQuery,
  unitQuestionsQuery,
} from './selfLearningApi';

/** The first reads of self-learning's pages (issue 39, as issue 40 asks of every page), under their hooks' keys. */

/** /SelfLearningEdit: the unit with its modules, and the class's progress. */
export const unitEditReads: PageReads = (client, { params }) => {
  const courseId = params.courseId ?? '';
  const unitId = params.selflearningId ?? '';
  void client.prefetchQuery(unitQuery(courseId, unitId));
  void client.prefetchQuery(classProgressQuery(courseId, unitId));
};

/** /SelfLearningView: the student's place in the unit. */
export const unitViewReads: PageReads = (client, { params }) =>
  void client.prefetchQuery(
    unitProgressQuery(params.courseId ?? '', params.selflearningId ?? '', params.sl_statusId ?? ''),
  );

/** /SL_file_viewer_*: the progress line and the file, before the player or pdf.js loads. */
export const moduleViewerReads: PageReads = (client, { params, userId }) => {
  void client.prefetchQuery(progressLineQuery(params.progressId ?? '', userId));
  void client.prefetchQuery(fileItemQuery(params.fileId ?? ''));
};

/** /selflearningTest: the module with its questions. */
export const moduleTestReads: PageReads = (client, { params }) =>
  void client.prefetchQuery(
    moduleQuery(params.courseId ?? '', params.selflearningId ?? '', params.moduleId ?? ''),
  );

/** /SelfLearningTestAnswer: the module, and the student's progress lines (a teacher: the class's marks). */
export const testAnswerReads: PageReads = (client, { params, userId, role }) => {
  const courseId = params.courseId ?? '';
  const unitId = params.selflearningId ?? '';
  void client.prefetchQuery(moduleQuery(courseId, unitId, params.moduleId ?? ''));
  if (role === 'teacher') void client.prefetchQuery(classProgressQuery(courseId, unitId));
  else void client.prefetchQuery(studentUnitQuery(courseId, unitId, userId));
};

/** /MCQLecture: the unit's questions. */
export const mcqLectureReads: PageReads = (client, { params }) =>
  void client.prefetchQuery(unitQuestionsQuery(params.unitId ?? ''));
