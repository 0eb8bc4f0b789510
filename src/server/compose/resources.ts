import type { Relations, Resource } from '../../core/contracts/access';
import type { Db } from '../db/client';
import {
  answerableAttempt,
  gradableAttempt,
  readableAttempt,
  reviewableItem,
  sittableAttempt,
} from '../modules/assessments/policy';
import { requireChatMember, requireCourseChatAccess } from '../modules/chat/membership';
import {
  changeableCourse,
  changeableItem,
  ownedCourse,
  readableCourse,
  readableItem,
  runnableItem,
} from '../modules/courses/policy';
import { gradableSubmission, readableSubmission } from '../modules/coursework/policy';
import { editableComment, removableComment } from '../modules/discussions/policy';
import { manageableFile, readableFile } from '../modules/files/policy';
import { attendedSitting } from '../modules/lectures/policy';
import { requireLectureAccess } from '../modules/livechat/access';
import {
  assessablePortfolio,
  keptPortfolio,
  readablePortfolio,
  taughtUser,
} from '../modules/qualifications/policy';
import {
  attendedModule,
  keptProgress,
  readableProgress,
  readableStatus,
  taughtModule,
} from '../modules/selflearning/policy';
import type { ResolvedResources } from '../platform/access';
import { type AuthUser, assertSelfOrAdmin } from '../platform/actor';
import { forbidden } from '../platform/errors';

export interface Lookup {
  db: Db;
  user: AuthUser;
  id: string;
  /** The second id a rule reads `with` the first (core/contracts/access.ts). */
  withId?: string;
  now: Date;
  /** The rule's own 403 message, if it words one. */
  refusal?: string;
}

/**
 * How each relation of an access rule is decided (core/contracts/access.ts): each throws the refusal a person can
 * act on (404 unknown, 403 without the relation) or returns the resolved resource, which the route's handler
 * receives so that its service does not look it up, or decide access, again.
 */
export const resolvers = {
  course: {
    attend: ({ db, user, id }: Lookup) => readableCourse(db, user, id),
    teach: ({ db, user, id }: Lookup) => changeableCourse(db, user, id),
    own: ({ db, user, id }: Lookup) => ownedCourse(db, user, id),
    chat: ({ db, user, id }: Lookup) => requireCourseChatAccess(db, id, user.id),
  },
  item: {
    attend: ({ db, user, id, now }: Lookup) => readableItem(db, user, id, now),
    teach: ({ db, user, id }: Lookup) => changeableItem(db, user, id),
    review: ({ db, user, id, now }: Lookup) => reviewableItem(db, user, id, now),
    run: ({ db, user, id }: Lookup) => runnableItem(db, user, id),
  },
  chat: { member: ({ db, user, id }: Lookup) => requireChatMember(db, id, user.id) },
  lecture: { attend: ({ db, user, id, now }: Lookup) => requireLectureAccess(db, id, user.id, now) },
  user: {
    self: async ({ user, id }: Lookup) => {
      assertSelfOrAdmin(user, id);
      return { userId: id };
    },
    selfOnly: async ({ user, id, refusal }: Lookup) => {
      if (user.id !== id) throw forbidden(refusal ?? 'You can only do this for your own account.');
      return { userId: id };
    },
    taught: ({ db, user, id }: Lookup) => taughtUser(db, user, id),
  },
  file: {
    read: ({ db, user, id, now }: Lookup) => readableFile(db, user, id, now),
    manage: ({ db, user, id }: Lookup) => manageableFile(db, user, id),
  },
  submission: {
    read: ({ db, user, id }: Lookup) => readableSubmission(db, user, id),
    grade: ({ db, user, id }: Lookup) => gradableSubmission(db, user, id),
  },
  attempt: {
    sit: ({ db, user, id }: Lookup) => sittableAttempt(db, user, id),
    answer: ({ db, user, id, withId }: Lookup) => answerableAttempt(db, user, id, withId),
    read: ({ db, user, id }: Lookup) => readableAttempt(db, user, id),
    grade: ({ db, user, id }: Lookup) => gradableAttempt(db, user, id),
  },
  // A lecture's sitting: its lecture's `attend`, decided by the lecture's own resolver.
  attendance: { attend: ({ db, user, id, now }: Lookup) => attendedSitting(db, user.id, id, now) },
  comment: {
    edit: ({ db, user, id, now }: Lookup) => editableComment(db, user, id, now),
    remove: ({ db, user, id, now }: Lookup) => removableComment(db, user, id, now),
  },
  portfolio: {
    read: ({ db, user, id }: Lookup) => readablePortfolio(db, user, id),
    keep: ({ db, user, id }: Lookup) => keptPortfolio(db, user, id),
    assess: ({ db, user, id }: Lookup) => assessablePortfolio(db, user, id),
  },
  slModule: {
    attend: ({ db, user, id, now }: Lookup) => attendedModule(db, user, id, now),
    teach: ({ db, user, id }: Lookup) => taughtModule(db, user, id),
  },
  slStatus: { read: ({ db, user, id, now }: Lookup) => readableStatus(db, user, id, now) },
  slProgress: {
    read: ({ db, user, id, now }: Lookup) => readableProgress(db, user, id, now),
    keep: ({ db, user, id, now }: Lookup) => keptProgress(db, user, id, now),
  },
} satisfies {
  [R in Resource]: {
    [L in Relations[R]]: (
      lookup: Lookup,
    ) => Promise<`${R}.${L}` extends keyof ResolvedResources ? ResolvedResources[`${R}.${L}`] : never>;
  };
};
