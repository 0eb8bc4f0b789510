import { personName } from '../../../core/rules/personName';
import type { ProjectGroup } from '../../../core/schemas/coursework';

/**
 * A project's groups as the teacher edits them (issue 14: "the teacher forms them"): add, rename, remove, and put
 * the course's students in them, a student in one group at most. Saved whole (project/setGroups); a group that
 * already exists keeps its `_id`, so its submission stays with it.
 */

export interface GroupDraft {
  /** Stable while editing: the saved group's id, or a new id for one not saved yet. */
  key: string;
  _id?: string;
  name: string;
  memberIds: string[];
}

export interface Person {
  _id: string;
  username: string;
  fullName: string;
}

export const groupDraftsOf = (groups: readonly ProjectGroup[]): GroupDraft[] =>
  groups.map((group) => ({
    key: group._id,
    _id: group._id,
    name: group.name,
    memberIds: group.members.map((member) => member._id),
  }));

/** "Group N" with the first N no group is called yet. */
export function addGroup(drafts: readonly GroupDraft[], newId: () => string): GroupDraft[] {
  const names = new Set(drafts.map((draft) => draft.name.trim()));
  let number = drafts.length + 1;
  while (names.has(`Group ${number}`)) number += 1;
  return [...drafts, { key: newId(), name: `Group ${number}`, memberIds: [] }];
}

export const renameGroup = (drafts: readonly GroupDraft[], key: string, name: string): GroupDraft[] =>
  drafts.map((draft) => (draft.key === key ? { ...draft, name } : draft));

export const removeGroup = (drafts: readonly GroupDraft[], key: string): GroupDraft[] =>
  drafts.filter((draft) => draft.key !== key);

/** Who is in the group now; a student taken into it leaves any other group, so no one is in two. */
export const setMembers = (
  drafts: readonly GroupDraft[],
  key: string,
  memberIds: readonly string[],
): GroupDraft[] =>
  drafts.map((draft) =>
    draft.key === key
      ? { ...draft, memberIds: [...memberIds] }
      : { ...draft, memberIds: draft.memberIds.filter((id) => !memberIds.includes(id)) },
  );

/**
 * Everyone a group's picker may offer, by name: the course's students, and anyone already in a group who is not
 * (any more) one of them, so a saved member is never dropped by opening the editor.
 */
export function everyone(students: readonly Person[], groups: readonly ProjectGroup[]): Person[] {
  const byId = new Map(students.map((student) => [student._id, student]));
  for (const group of groups)
    for (const member of group.members) if (!byId.has(member._id)) byId.set(member._id, member);
  return [...byId.values()].sort((a, b) => personName(a).localeCompare(personName(b)));
}

/** The picker of one group: its own members and those in no group; anyone in another group is left out. */
export function choicesFor(people: readonly Person[], drafts: readonly GroupDraft[], key: string): Person[] {
  const elsewhere = new Set(drafts.filter((draft) => draft.key !== key).flatMap((draft) => draft.memberIds));
  return people.filter((person) => !elsewhere.has(person._id));
}

/** The course's students in no group yet. */
export function stillFree(students: readonly Person[], drafts: readonly GroupDraft[]): Person[] {
  const placed = new Set(drafts.flatMap((draft) => draft.memberIds));
  return students.filter((student) => !placed.has(student._id));
}

/** The body of project/setGroups: names as typed (the server trims and checks them), members in picking order. */
export const groupsPayload = (projectId: string, drafts: readonly GroupDraft[]) => ({
  projectId,
  groups: drafts.map((draft) => ({
    ...(draft._id ? { _id: draft._id } : {}),
    name: draft.name,
    memberIds: draft.memberIds,
  })),
});
