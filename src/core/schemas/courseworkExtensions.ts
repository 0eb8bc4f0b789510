import { z } from 'zod';
import { COURSEWORK } from '../constants';
import { isoInstant } from './dates';
import { okReply } from './reply';

const id = z.string().min(1).max(64);
const person = z.object({ _id: z.string(), username: z.string(), fullName: z.string() });

/**
 * A later deadline on an assignment, project or lab (issue 37) for one student or for a project group (whoever is
 * in it, now or later), as those who teach the item see it, with the reason they gave. Students learn only their
 * own deadline (`extendedTo` on the item and its list line), never the reason or anyone else's.
 */
export const extensionSchema = z.object({
  _id: z.string(),
  itemId: z.string(),
  student: person.nullable(),
  group: z.object({ _id: z.string(), name: z.string() }).nullable(),
  dueDate: z.string(),
  reason: z.string(),
  grantedBy: person.nullable(),
  updatedAt: z.string(),
});
export type Extension = z.infer<typeof extensionSchema>;

export const extensionListParams = z.object({ itemId: id });
export const extensionListReply = okReply({ data: z.array(extensionSchema) });

/** Grants an extension, or changes the one the student (the group) has: one of `studentId` and `groupId`. */
export const saveExtensionBody = z.object({
  itemId: id,
  studentId: id.nullable().default(null),
  groupId: id.nullable().default(null),
  dueDate: isoInstant.meta({ title: 'New deadline' }),
  reason: z
    .string()
    .trim()
    .max(
      COURSEWORK.extensionReasonMaxChars,
      `Reason: at most ${COURSEWORK.extensionReasonMaxChars} characters.`,
    )
    .default(''),
});
export type SaveExtension = z.infer<typeof saveExtensionBody>;
export const extensionReply = okReply({ data: extensionSchema });

export const removeExtensionBody = z.object({ itemId: id, extensionId: id });
