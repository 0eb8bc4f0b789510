import type { AdminTeacher, PublicUser, User } from '../../../core/schemas/users';
import type { UserRow } from '../../db/schema';
import { presentPerson } from './person';

/** The only shape a user takes on the wire for its owner and admins (never the hash or internal dates). */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    isAdmin: row.isAdmin,
    emailVerified: row.emailVerified,
    disabled: row.disabled,
    teacherApproval: row.teacherApproval,
    phone: row.phone,
    institution: row.institution,
    bio: row.bio,
    country: row.country,
    city: row.city,
    userLogo: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What any signed-in user may see of someone else. */
export function presentPublicUser(row: UserRow): PublicUser {
  return {
    ...presentPerson(row),
    role: row.role,
    institution: row.institution,
    bio: row.bio,
    country: row.country,
    city: row.city,
    userLogo: row.avatarUrl,
  };
}

/** A teacher in the admin list: the public shape plus what an admin manages. */
export function presentAdminTeacher(row: UserRow): AdminTeacher {
  return {
    ...presentPublicUser(row),
    email: row.email,
    emailVerified: row.emailVerified,
    isAdmin: row.isAdmin,
    disabled: row.disabled,
    teacherApproval: row.teacherApproval,
    createdAt: row.createdAt.toISOString(),
  };
}
