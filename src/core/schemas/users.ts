import { z } from 'zod';
import { roleSchema } from './accounts';

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
  fullName: z.string().trim().min(1, 'Enter your full name.').max(120),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+()0-9 .-]*$/, 'Use digits, spaces and + ( ) . - only.'),
  institution: z.string().trim().max(160),
  bio: z.string().trim().max(2000),
  country: z.string().trim().max(80),
  city: z.string().trim().max(80),
});
export type UpdateProfile = z.infer<typeof updateProfileBody>;
