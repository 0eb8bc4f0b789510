import { describe, expect, it } from 'vitest';
import { projectGroupsBody } from '../../../core/schemas/coursework';
import {
  addGroup,
  choicesFor,
  everyone,
  type GroupDraft,
  groupDraftsOf,
  groupsPayload,
  removeGroup,
  renameGroup,
  setMembers,
  stillFree,
} from './groupDraft';

// Issue 14: projects have groups of students that the teacher forms; a student is in one group at most.

const person = (id: string, fullName = '') => ({ _id: id, username: `user-${id}`, fullName });
const ann = person('s1', 'Ann');
const bob = person('s2', 'Bob');
const cy = person('s3', 'Cy');
const students = [cy, ann, bob];

const saved = [
  { _id: 'g1', name: 'Red', members: [ann] },
  { _id: 'g2', name: 'Blue', members: [bob] },
];
const drafts: GroupDraft[] = groupDraftsOf(saved);

describe('the groups as the editor holds them', () => {
  it('start from the saved groups, keyed by their ids', () => {
    expect(drafts).toEqual([
      { key: 'g1', _id: 'g1', name: 'Red', memberIds: ['s1'] },
      { key: 'g2', _id: 'g2', name: 'Blue', memberIds: ['s2'] },
    ]);
  });

  it.each<[string, GroupDraft[], string]>([
    ['after two groups', drafts, 'Group 3'],
    ['skipping a name in use', [{ key: 'k', name: 'Group 1', memberIds: [] }], 'Group 2'],
    ['when the next number is taken', [{ key: 'k', name: 'Group 2', memberIds: [] }], 'Group 3'],
    ['with none yet', [], 'Group 1'],
  ])('a new group is named %s', (_case, before, name) => {
    const after = addGroup(before, () => 'new');
    expect(after.at(-1)).toEqual({ key: 'new', name, memberIds: [] });
  });

  it('rename and remove touch only the group named', () => {
    expect(renameGroup(drafts, 'g2', 'Green').map((draft) => draft.name)).toEqual(['Red', 'Green']);
    expect(removeGroup(drafts, 'g1').map((draft) => draft.key)).toEqual(['g2']);
  });

  it('a student put in one group leaves the other', () => {
    const moved = setMembers(drafts, 'g1', ['s1', 's2']);
    expect(moved.map((draft) => draft.memberIds)).toEqual([['s1', 's2'], []]);
  });
});

describe('who is still free', () => {
  it.each([
    ['the first group: its own member and those in no group', 'g1', ['s1', 's3']],
    ['the second group', 'g2', ['s2', 's3']],
    ['a new group: only those in no group', 'new', ['s3']],
  ] as const)('%s', (_case, key, ids) => {
    expect(
      choicesFor(everyone(students, saved), drafts, key)
        .map((entry) => entry._id)
        .sort(),
    ).toEqual(ids);
  });

  it('the course students in no group', () => {
    expect(stillFree(students, drafts)).toEqual([cy]);
    expect(stillFree(students, removeGroup(drafts, 'g2'))).toEqual([cy, bob]);
  });

  it('everyone offered is sorted by name and keeps a saved member who left the course', () => {
    const left = person('s9', 'Ada');
    const people = everyone(students, [{ _id: 'g1', name: 'Red', members: [ann, left] }]);
    expect(people.map((entry) => entry.fullName)).toEqual(['Ada', 'Ann', 'Bob', 'Cy']);
  });
});

describe('the body of project/setGroups', () => {
  it('keeps the ids of saved groups and sends new ones without', () => {
    const body = groupsPayload(
      'p1',
      addGroup(drafts, () => 'local'),
    );
    expect(body.groups).toEqual([
      { _id: 'g1', name: 'Red', memberIds: ['s1'] },
      { _id: 'g2', name: 'Blue', memberIds: ['s2'] },
      { name: 'Group 3', memberIds: [] },
    ]);
    expect(projectGroupsBody.safeParse(body).success).toBe(true);
  });
});
