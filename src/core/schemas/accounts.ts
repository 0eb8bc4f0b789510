import { z } from 'zod';
import { isoInstant } from './dates';
import { ACCOUNT_FIELDS as F } from './fields';

/** SPEC §5: emails are lower-cased (and trimmed) before use. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(F.email.max)
  .check(z.email())
  .meta({ title: F.email.label });

const { min: usernameMin, max: usernameMax } = F.username;
/** Usernames: 3-32 characters of letters, digits, dot, dash or underscore; lower-cased. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    new RegExp(`^[a-z0-9._-]{${usernameMin},${usernameMax}}$`),
    `${F.username.label}: use ${usernameMin} to ${usernameMax} letters, digits, dots, dashes or underscores.`,
  )
  .meta({ title: F.username.label });

/** Password length rules; the common-password check runs on the server (rules/passwordStrength). */
export const passwordSchema = z
  .string()
  .min(F.password.min)
  .max(F.password.max)
  .meta({ title: F.password.label });

export const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your full name.')
  .max(F.fullName.max)
  .meta({ title: F.fullName.label });

export const roleSchema = z.enum(['teacher', 'student']);
export type Role = z.infer<typeof roleSchema>;

/** SPEC §7 POST /user/login: username or email, plus password (SPEC §5 decides which it is). */
export const loginBody = z
  .object({
    username: z.string().max(F.identity.max).meta({ title: F.identity.label }).optional(),
    email: z.string().max(F.identity.max).meta({ title: F.identity.label }).optional(),
    password: z.string().min(1, 'Enter your password.').max(F.password.max).meta({ title: F.password.label }),
    /** The device token of an earlier sign-in (loginReply); one that is not valid for the account is ignored. */
    deviceToken: z.string().max(4096).optional(),
  })
  .refine((b) => Boolean(b.username?.trim() || b.email?.trim()), {
    message: 'Enter your username or email.',
    path: ['username'],
  });

/** SPEC §7 POST /user/create. Registration chooses teacher or student; isAdmin is never accepted here. */
export const createUserBody = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  fullName: fullNameSchema,
  role: roleSchema,
});

export const emailBody = z.object({ email: emailSchema });

export const changePasswordBody = z.object({
  userId: z.string().min(1).max(64),
  oldPassword: z
    .string()
    .min(1, 'Enter your current password.')
    .max(F.currentPassword.max)
    .meta({ title: F.currentPassword.label }),
  newPassword: passwordSchema.meta({ title: F.newPassword.label }),
});

export const resetPasswordBody = z.object({
  passwordToken: z.string().min(10).max(200),
  newPassword: passwordSchema.meta({ title: F.newPassword.label }),
});

export const renewBody = z.object({
  accessToken: z.string().max(4096).optional().default(''),
  refreshToken: z.string().min(10).max(200),
});

export const masterLoginBody = z.object({
  username: z.string().trim().toLowerCase().min(1).max(F.identity.max).meta({ title: F.username.label }),
});

export const userIdBody = z.object({ userId: z.string().min(1).max(64) });

/** SPEC §7 POST /api/v1/user/updateLastLogin: logTime is a UTC time (ISO string or ms). */
export const updateLastLoginBody = z.object({
  userId: z.string().min(1).max(64),
  logTime: z.union([z.number().int().nonnegative(), isoInstant]),
});

/** GET /user/verifyEmail/{emailToken} and GET /user/verifyResetPasswordMail/{resetToken}. */
export const emailTokenParams = z.object({ emailToken: z.string().min(10).max(200) });
export const resetTokenParams = z.object({ resetToken: z.string().min(10).max(200) });
