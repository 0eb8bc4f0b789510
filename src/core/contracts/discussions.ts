import {
  addCommentBody,
  commentListReply,
  commentReply,
  discussionParams,
  discussionSettingsBody,
  discussionStatusReply,
  editCommentBody,
  myParticipationMarkReply,
  participationMarkBody,
  participationMarkReply,
  removeCommentBody,
  statusQuery,
} from '../schemas/discussions';
import { messageReply } from '../schemas/reply';
import { access, inBody, inParams } from './access';
import { contract } from './contract';

const tags = ['discussions'] as const;
const teachers = { roles: ['teacher'] } as const;
const takingPart = "members of the discussion's course (students: a discussion they can see)";

/**
 * Discussions (issue 16; the discussion itself, with its open sitting, max mark and comment count, is the item
 * kinds' getCurrent, SPEC §7): its thread of comments and replies, the teacher's settings, the participation of
 * each student and its assessment. Sittings are opened and closed by the live-class calls (lecture/start, end).
 */
export const discussionCalls = {
  comments: contract({
    method: 'GET',
    path: '/api/v1/comment/alllisting/:discussionId',
    params: discussionParams,
    reply: commentListReply,
    access: access.item('attend', inParams('discussionId'), { describe: takingPart }),
    tags,
  }),
  addComment: contract({
    method: 'POST',
    path: '/api/v1/comment/add',
    body: addCommentBody,
    reply: commentReply,
    access: access.item('attend', inBody('discussionId'), {
      describe: `${takingPart}; students while its button is enabled (SPEC §4), its teachers at any time`,
    }),
    tags,
  }),
  editComment: contract({
    method: 'POST',
    path: '/api/v1/comment/edit',
    body: editCommentBody,
    reply: commentReply,
    access: access.comment('edit', inBody('commentId'), {
      describe: "the comment's author, while they take part in its discussion and could post in it",
    }),
    tags,
  }),
  removeComment: contract({
    method: 'POST',
    path: '/api/v1/comment/remove',
    body: removeCommentBody,
    reply: messageReply,
    access: access.comment('remove', inBody('commentId'), {
      describe: "the comment's author while they take part in its discussion, or those who teach its course",
    }),
    tags,
  }),
  saveSettings: contract({
    method: 'POST',
    path: '/api/v1/discussion/saveSettings',
    body: discussionSettingsBody,
    reply: messageReply,
    access: access.item('teach', inBody('discussionId'), teachers),
    tags,
  }),
  status: contract({
    method: 'GET',
    path: '/api/v1/discussion/status/:discussionId',
    params: discussionParams,
    query: statusQuery,
    reply: discussionStatusReply,
    access: access.item('teach', inParams('discussionId'), teachers),
    tags,
  }),
  assess: contract({
    method: 'POST',
    path: '/api/v1/discussion/assess',
    body: participationMarkBody,
    reply: participationMarkReply,
    access: access.item('teach', inBody('discussionId'), teachers),
    tags,
  }),
  myAssessment: contract({
    method: 'GET',
    path: '/api/v1/discussion/myAssessment/:discussionId',
    params: discussionParams,
    reply: myParticipationMarkReply,
    access: access.item('attend', inParams('discussionId'), {
      roles: ['student'],
      describe: "the course's students who can see the discussion, for their own assessment",
    }),
    tags,
  }),
};
