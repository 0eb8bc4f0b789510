import { z } from 'zod';
import { DISCUSSION } from '../constants';
import { liveRoomContentSchema } from './lectures';
import { okReply } from './reply';
import { richText } from './richText';

const id = z.string().min(1).max(64);
const time = z.string();

/** What a discussion adds to its item in SPEC §7 GET /api/v1/discussion/getCurrent/{id}. */
export const discussionContentSchema = liveRoomContentSchema.extend({
  maxMark: z.number().int(),
  /** Comments and replies in its thread, removed ones not counted. */
  commentCount: z.number().int(),
});
export type DiscussionContent = z.infer<typeof discussionContentSchema>;

/** The author of a comment as the thread shows them; null once their account is gone. */
export const commentAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Their place in the discussion's course (its owner counts as a teacher); null once they left it. */
  role: z.enum(['teacher', 'student']).nullable(),
});

/**
 * One comment of SPEC §7 comment alllisting. A reply names the comment it answers; a removed comment keeps its
 * place with its body gone, so that its replies still hang from it.
 */
export const commentSchema = z.object({
  _id: z.string(),
  discussionId: z.string(),
  parentId: z.string().nullable(),
  author: commentAuthorSchema.nullable(),
  body: z.string(),
  createdAt: time,
  editedAt: time.nullable(),
  removed: z.boolean(),
});
export type DiscussionComment = z.infer<typeof commentSchema>;

const COMMENT_EMPTY = 'Comment: write something first.';
const commentBody = richText(DISCUSSION.commentMaxChars)
  .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html), COMMENT_EMPTY)
  .meta({ title: 'Comment' });

export const discussionParams = z.object({ discussionId: id });

export const addCommentBody = z.object({
  discussionId: id,
  /** The comment this one answers; none for a comment on the discussion itself. */
  parentId: id.nullable().optional(),
  body: commentBody,
  /** The live sitting the writer is in, if any (counted for it on the status page). */
  attendanceId: id.nullable().optional(),
});
export const editCommentBody = z.object({ commentId: id, body: commentBody });
export const removeCommentBody = z.object({ commentId: id });

const mark = z
  .number({ error: 'Mark: a whole number.' })
  .int({ error: 'Mark: a whole number.' })
  .min(0, { error: 'Mark: 0 or more.' })
  .max(DISCUSSION.maxMark, { error: `Mark: at most ${DISCUSSION.maxMark}.` });

export const discussionSettingsBody = z.object({
  discussionId: id,
  maxMark: mark.min(1, { error: 'Marked out of: at least 1.' }).meta({ title: 'Marked out of' }),
});

export const statusQuery = z.object({
  /** Counts and joins in this sitting only; every sitting and the time between them without it. */
  attendanceId: id.optional(),
});

/** A participation mark: the teacher's mark of one student's part in a discussion (SPEC's "assessment"). */
export const participationMarkSchema = z.object({
  mark: z.number().int(),
  maxMark: z.number().int(),
  feedback: z.string(),
  markedAt: time,
});
export type ParticipationMark = z.infer<typeof participationMarkSchema>;

/** One student's line on /discussionstatus and /assessmentdiscussionlist. */
export const participationSchema = z.object({
  student: z.object({ _id: z.string(), name: z.string() }),
  comments: z.number().int(),
  replies: z.number().int(),
  firstAt: time.nullable(),
  lastAt: time.nullable(),
  /** Marked present in the sitting (in any sitting of the discussion without one). */
  joined: z.boolean(),
  assessment: participationMarkSchema.nullable(),
});
export type Participation = z.infer<typeof participationSchema>;

export const discussionStatusSchema = z.object({
  maxMark: z.number().int(),
  attendanceId: z.string().nullable(),
  students: z.array(participationSchema),
});
export type DiscussionStatus = z.infer<typeof discussionStatusSchema>;

export const participationMarkBody = z.object({
  discussionId: id,
  userId: id,
  mark,
  feedback: z
    .string()
    .trim()
    .max(DISCUSSION.feedbackMaxChars, {
      error: `Feedback: at most ${DISCUSSION.feedbackMaxChars.toLocaleString('en')} characters.`,
    })
    .default('')
    .meta({ title: 'Feedback' }),
});

export const commentListReply = okReply({ data: z.array(commentSchema) });
export const commentReply = okReply({ data: commentSchema });
export const discussionStatusReply = okReply({ data: discussionStatusSchema });
export const participationMarkReply = okReply({ data: participationMarkSchema });
export const myParticipationMarkReply = okReply({ data: participationMarkSchema.nullable() });
