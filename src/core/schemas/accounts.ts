import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { isoInstant } from './dates';

/** SPEC §5: emails are lower-cased (and trimmed) before use. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }));

/** Usernames: 3-32 characters of letters, digits, dot, dash or underscore; lower-cased. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.string().regex(/^[a-z0-9._-]{3,32}$/, 'Use 3 to 32 letters, digits, dots, dashes or underscores.'));

/** Password length rules; the common-password check runs on the server (rules/passwordStrength). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const roleSchema = z.enum(['teacher', 'student']);
export type Role = z.infer<typeof roleSchema>;

/** SPEC §7 POST /user/login: username or email, plus password (SPEC §5 decides which it is). */
export const loginBody = z
  .object({
    username: z.string().max(254).optional(),
    email: z.string().max(254).optional(),
    password: z.string().min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
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
  fullName: z.string().trim().min(1, 'Enter your full name.').max(120),
  role: roleSchema,
});

export const emailBody = z.object({ email: emailSchema });

export const changePasswordBody = z.object({
  userId: z.string().min(1).max(64),
  oldPassword: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});

export const resetPasswordBody = z.object({
  passwordToken: z.string().min(10).max(200),
  newPassword: passwordSchema,
});

export const renewBody = z.object({
  accessToken: z.string().max(4096).optional().default(''),
  refreshToken: z.string().min(10).max(200),
});

export const masterLoginBody = z.object({ username: z.string().trim().toLowerCase().min(1).max(254) });

export const userIdBody = z.object({ userId: z.string().min(1).max(64) });

/** SPEC §7 POST /api/v1/user/updateLastLogin: logTime is a UTC time (ISO string or ms). */
export const updateLastLoginBody = z.object({
  userId: z.string().min(1).max(64),
  logTime: z.union([z.number().int().nonnegative(), isoInstant]),
});

/** GET /user/verifyEmail/{emailToken} and GET /user/verifyResetPasswordMail/{resetToken}. */
export const emailTokenParams = z.object({ emailToken: z.string().min(10).max(200) });
export const resetTokenParams = z.object({ resetToken: z.string().min(10).max(200) });
