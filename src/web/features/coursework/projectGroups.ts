import type { ProjectGroup } from '../../../core/schemas/coursework';

/** The project group a student is in (a student is in one group at most, issue 14), or null. */
export const groupOf = (groups: readonly ProjectGroup[], userId: string): ProjectGroup | null =>
  groups.find((group) => group.members.some((member) => member._id === userId)) ?? null;

/** The groups a student may still join: fewer members than the project's group size. */
export const groupsWithRoom = (groups: readonly ProjectGroup[], maxGroupSize: number) =>
  groups.filter((group) => group.members.length < maxGroupSize);
