import { z } from 'zod';
import { okReply } from './reply';

/** What the web app learns of the server's configuration at run time (GET /api/v1/site/settings). */
export const siteSettingsSchema = z.object({
  /** Whether /register offers teacher accounts (TEACHER_REGISTRATION). */
  teacherRegistration: z.boolean(),
  /** Who users write to (SUPPORT_EMAIL). */
  supportEmail: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const siteSettingsReply = okReply({ data: siteSettingsSchema });
