import { z } from 'zod';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../constants';
import { TEACHER_APPROVALS } from '../rules/teacherApproval';
import { fullNameSchema, roleSchema } from './accounts';
import { PROFILE_FIELDS as F, SEARCH_FIELDS } from './fields';
import { okReply } from './reply';

/** Whether a teacher may teach yet (core/rules/teacherApproval.ts); always `approved` for students. */
export const teacherApprovalSchema = z.enum(TEACHER_APPROVALS);

/** The user as the signed-in owner (and admins) see it: SPEC §3 Accounts.user. */
export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  teacherApproval: teacherApprovalSchema,
  phone: z.string(),
  institution: z.string(),
  bio: z.string(),
  country: z.string(),
  city: z.string(),
  userLogo: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What anyone signed in may see of another user (GET /api/v1/user/getPublicUser/{userName}). */
export const publicUserSchema = userSchema.pick({
  _id: true,
  username: true,
  fullName: true,
  role: true,
  institution: true,
  bio: true,
  country: true,
  city: true,
  userLogo: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The owner's editable profile fields. */
export const updateProfileBody = z.object({
  userId: z.string().min(1).max(64),
  fullName: fullNameSchema,
  phone: z
    .string()
    .trim()
    .max(F.phone.max)
    .regex(/^[+()0-9 .-]*$/, `${F.phone.label}: use digits, spaces and + ( ) . - only.`)
    .meta({ title: F.phone.label }),
  institution: z.string().trim().max(F.institution.max).meta({ title: F.institution.label }),
  bio: z.string().trim().max(F.bio.max).meta({ title: F.bio.label }),
  country: z.string().trim().max(F.country.max).meta({ title: F.country.label }),
  city: z.string().trim().max(F.city.max).meta({ title: F.city.label }),
});
export type UpdateProfile = z.infer<typeof updateProfileBody>;

/** GET /api/v1/user/getPublicUser/{userName}. */
export const userNameParams = z.object({ userName: z.string().trim().toLowerCase().min(1).max(254) });

/** GET /api/v1/users/view/{userId}. */
export const userIdParams = z.object({ userId: z.string().min(1).max(64) });

/** GET /api/v1/user/userList/{student|teacher}. */
export const roleParams = z.object({ role: roleSchema });

/** Paging shared by lists: `?limit=&offset=`. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});

/** User lists: paging plus `?q=` matched against username and full name. */
export const userListQuery = pageQuery.extend({
  q: z.string().trim().max(SEARCH_FIELDS.users.max).meta({ title: SEARCH_FIELDS.users.label }).optional(),
});

/** What an admin sees of a teacher in GET /api/v1/user/userAdminList/teacher. */
export const adminTeacherSchema = publicUserSchema.extend({
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  teacherApproval: teacherApprovalSchema,
  /** When the account was made: the pending list shows how long someone has waited. */
  createdAt: z.string(),
});
export type AdminTeacher = z.infer<typeof adminTeacherSchema>;

/** GET /api/v1/user/userAdminList/teacher: the user list's query, optionally one approval state. */
export const adminTeacherListQuery = userListQuery.extend({ approval: teacherApprovalSchema.optional() });

/** POST /api/v1/user/approveTeacher and /refuseTeacher. */
export const teacherDecisionBody = z.object({ userId: z.string().trim().min(1).max(64) });

export const setAdminBody = z.object({ userId: z.string().min(1).max(64), isAdmin: z.boolean() });
export const setDisabledBody = z.object({ userId: z.string().min(1).max(64), disabled: z.boolean() });

/** GET /api/v1/mail/outbox: paging, optionally one recipient. */
export const outboxQuery = pageQuery.extend({
  to: z
    .string()
    .trim()
    .toLowerCase()
    .max(SEARCH_FIELDS.recipient.max)
    .meta({ title: SEARCH_FIELDS.recipient.label })
    .optional(),
});

export const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const userReply = okReply({ data: userSchema });
export const publicUserReply = okReply({ data: publicUserSchema });
/** users/view: the full user for self or an admin, the public shape for anyone else. */
export const viewUserReply = okReply({ data: z.union([userSchema, publicUserSchema]) });
export const publicUserListReply = okReply({ data: z.array(publicUserSchema), total: z.number().int() });
export const adminTeacherListReply = okReply({ data: z.array(adminTeacherSchema), total: z.number().int() });
export const outboxReply = okReply({ data: z.array(outboxMailSchema), total: z.number().int() });
