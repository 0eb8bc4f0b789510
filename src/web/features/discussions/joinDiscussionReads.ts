import type { PageReads } from '../../platform/routes';
import { discussionQuery, myAssessmentQuery, threadQuery } from './discussionsApi';

/** /joindiscussion: the discussion (the title), its thread and the student's own mark. */
export const joinDiscussionReads: PageReads = (client, { params }) => {
  const discussionId = params.discussionId ?? '';
  void client.prefetchQuery(discussionQuery(discussionId));
  void client.prefetchQuery(threadQuery(discussionId));
  void client.prefetchQuery(myAssessmentQuery(discussionId));
};
