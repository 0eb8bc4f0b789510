import { z } from 'zod';
import { USER_IMPORT_MAX_CHARS } from '../rules/userImport';
import { emailSchema, roleSchema, usernameSchema } from './accounts';
import { ACCOUNT_FIELDS, SEARCH_FIELDS } from './fields';
import { importOutcomeSchema, importReportOf } from './importReport';
import { okReply } from './reply';
import { adminTeacherSchema, pageQuery } from './users';

/** Issue 34: the administrator's people, their import and export, and the audit of admin actions. */

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/v1/user/adminUserList and /api/v1/user/export: search and filters (export ignores paging). */
export const adminUserFilters = z.object({
  q: z.string().trim().max(SEARCH_FIELDS.users.max).meta({ title: SEARCH_FIELDS.users.label }).optional(),
  role: roleSchema.optional(),
  isAdmin: flag.optional(),
  disabled: flag.optional(),
  /** Only accounts whose address is not confirmed yet. */
  unverified: flag.optional(),
});
export type AdminUserFilters = z.output<typeof adminUserFilters>;
export const adminUserListQuery = pageQuery.extend(adminUserFilters.shape);

/** Every user as the administrator manages them (the teacher list's shape, for both roles). */
export const adminUserSchema = adminTeacherSchema;
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListReply = okReply({ data: z.array(adminUserSchema), total: z.number().int() });

const nameSchema = (label: string) =>
  z.string().trim().max(ACCOUNT_FIELDS.fullName.max).meta({ title: label });

/** POST /api/v1/user/adminCreate: one person; they get a mail to choose their password. */
export const adminCreateUserBody = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    firstName: nameSchema('First name'),
    lastName: nameSchema('Last name'),
    role: roleSchema,
  })
  .refine((body) => body.firstName || body.lastName, {
    message: 'Enter a first or last name.',
    path: ['firstName'],
  });
export type AdminCreateUser = z.output<typeof adminCreateUserBody>;

/** POST /api/v1/user/adminSendVerification. */
export const adminUserIdBody = z.object({ userId: z.string().trim().min(1).max(64) });

/** POST /api/v1/user/import/preview and /commit: the CSV text itself (limits in core/rules/userImport.ts). */
export const userImportBody = z.object({
  csv: z.string().min(1, 'The file is empty.').meta({ title: 'CSV file' }),
});
/** The body limit of the import calls: the largest file in bytes (UTF-8, JSON-escaped), with room to spare. */
export const USER_IMPORT_BODY_LIMIT = USER_IMPORT_MAX_CHARS * 4 + 1024;

export const importRowSchema = z.object({
  line: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  isAdmin: z.boolean(),
  outcome: importOutcomeSchema,
  reason: z.string().optional(),
  userId: z.string().optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = importReportOf(importRowSchema);
export type ImportReport = z.infer<typeof importReportSchema>;
export const importReportReply = okReply({ data: importReportSchema });

/** The actions the audit records (server/platform/audit.ts). */
export const AUDIT_ACTIONS = [
  'master_login',
  'approve_teacher',
  'refuse_teacher',
  'set_admin',
  'set_disabled',
  'create_user',
  'update_user',
  'import_users',
  'export_users',
  'send_verification',
  /** Single sign-on: a provider's identity linked to an existing account, or an account made for it. */
  'sign_on_link',
  'sign_on_create',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** GET /api/v1/audit/list: paging, one action, one person (as actor or target, by name, username or email). */
export const auditListQuery = pageQuery.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  person: z.string().trim().max(SEARCH_FIELDS.users.max).meta({ title: 'Person' }).optional(),
});

const auditPerson = z.object({ _id: z.string(), username: z.string(), fullName: z.string() }).nullable();
export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  actor: auditPerson,
  target: auditPerson,
  ip: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditListReply = okReply({ data: z.array(auditEntrySchema), total: z.number().int() });

/** How long the set-password link of an account an administrator made stays valid. */
export const ACCOUNT_INVITE_TTL_DAYS = 7;
