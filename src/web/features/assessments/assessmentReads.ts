import type { Params } from 'react-router';
import type { PageReads } from '../../platform/routes';
import { answerListQuery, assessmentItemQuery, sittingQuery } from './assessmentsApi';

/**
 * The test or exam an address names by its parameter. assessmentRoutes.ts says the same for the pages, but through
 * the kinds' schemas, which would bring the validation library before the reads start.
 */
const named = (params: Params) =>
  params.examId
    ? { kind: 'exam' as const, itemId: params.examId }
    : { kind: 'test' as const, itemId: params.testId ?? '' };

/** /TestAnswerList and /ExamAnswerList: the test (the page's gate) and its attempts, side by side. */
export const answerListReads: PageReads = (client, { params }) => {
  const { kind, itemId } = named(params);
  const courseId = params.courseId ?? '';
  void client.prefetchQuery(assessmentItemQuery(kind, courseId, itemId));
  void client.prefetchQuery(answerListQuery(kind, courseId, itemId));
};

/** A student's sitting pages (/answerLiveTest, ...): the test, then its sitting once it is known to be open. */
export const sittingReads: PageReads = (client, { params }) => {
  const { kind, itemId } = named(params);
  const courseId = params.courseId ?? '';
  client
    .fetchQuery(assessmentItemQuery(kind, courseId, itemId))
    .then((reply) => {
      if (reply.active) void client.prefetchQuery(sittingQuery(kind, courseId, itemId));
    })
    // A failed read is the page's to show, when its own hook reads it again.
    .catch(() => undefined);
};
