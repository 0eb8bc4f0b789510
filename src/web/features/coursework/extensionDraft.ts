import dayjs from 'dayjs';
import type { Extension } from '../../../core/schemas/courseworkExtensions';

/** The date-time pickers' own text (local time). */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Whom an extension can be for, as one choice of a select: 'student:<id>' or 'group:<id>'. */
export interface HolderChoice {
  value: string;
  label: string;
}

export const holderValue = (extension: Pick<Extension, 'student' | 'group'>): string =>
  extension.group ? `group:${extension.group._id}` : `student:${extension.student?._id ?? ''}`;

export const holderName = (extension: Pick<Extension, 'student' | 'group'>): string =>
  extension.group ? `Group ${extension.group.name}` : (extension.student?.fullName ?? 'A former student');

/**
 * The groups of a project first (each extension reaches every member), then the students of the course, each with
 * their username, as two students may share a name.
 */
export function holderChoices(
  students: readonly { _id: string; username: string; fullName: string }[],
  groups: readonly { _id: string; name: string }[] = [],
): HolderChoice[] {
  return [
    ...groups.map((group) => ({ value: `group:${group._id}`, label: `Group ${group.name}` })),
    ...students.map((student) => ({
      value: `student:${student._id}`,
      label: `${student.fullName} (${student.username})`,
    })),
  ];
}

/** A new extension starts a day past the item's deadline; a change starts from the extension's own date. */
export const initialDue = (endDate: string, current?: Pick<Extension, 'dueDate'>): string =>
  dayjs(current?.dueDate ?? dayjs(endDate).add(1, 'day').toISOString()).format(PICKER_FORMAT);

/** The body of saveExtension from the form; null while a field is missing, with what to fix. */
export function extensionBody(
  values: { holder: string | null; due: string; reason: string },
  endDate: string,
):
  | { body: { studentId: string | null; groupId: string | null; dueDate: string; reason: string } }
  | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const [kind, id] = values.holder?.split(/:(.*)/) ?? [];
  if (!id || (kind !== 'student' && kind !== 'group')) errors.holder = 'Choose a student or a group.';
  const due = dayjs(values.due);
  if (!values.due || !due.isValid()) errors.dueDate = 'Choose the new deadline.';
  else if (!due.isAfter(dayjs(endDate))) errors.dueDate = 'Choose a date after the deadline of the item.';
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      studentId: kind === 'student' ? id! : null,
      groupId: kind === 'group' ? id! : null,
      dueDate: due.toISOString(),
      reason: values.reason.trim(),
    },
  };
}
