import { describe, expect, it } from 'vitest';
import type { ProjectGroup } from '../../../core/schemas/coursework';
import { groupOf, groupsWithRoom } from './projectGroups';

const member = (id: string) => ({ _id: id, username: id, fullName: id.toUpperCase() });
const groups: ProjectGroup[] = [
  { _id: 'g1', name: 'Red', members: [member('ann'), member('ben')] },
  { _id: 'g2', name: 'Blue', members: [member('cy')] },
  { _id: 'g3', name: 'Green', members: [] },
];

// Issue 14: a student is in one project group at most, and joins only a group with room in it.
describe('project groups', () => {
  it.each([
    ['ben', 'g1'],
    ['cy', 'g2'],
    ['dee', null],
  ])('%s is in %s', (userId, groupId) => {
    expect(groupOf(groups, userId)?._id ?? null).toBe(groupId);
  });

  it.each([
    [2, ['g2', 'g3']],
    [1, ['g3']],
    [3, ['g1', 'g2', 'g3']],
  ])('with groups of %i, the ones with room are %j', (size, ids) => {
    expect(groupsWithRoom(groups, size).map((group) => group._id)).toEqual(ids);
  });
});
