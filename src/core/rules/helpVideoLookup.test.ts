import { describe, expect, it } from 'vitest';
import { audiencesOf, firstPathSegment, helpRoleOf } from './helpVideoLookup';

// SPEC §9: "Help videos are looked up by the first path segment of the page, per role"; §7 getCurrentVideo.
describe('firstPathSegment (SPEC §9)', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/dashboard/', 'dashboard'],
    ['/courseDetail/abc/items', 'courseDetail'],
    ['/', ''],
    ['', ''],
    ['//library', 'library'],
  ])('%s is looked up as "%s"', (path, segment) => {
    expect(firstPathSegment(path)).toBe(segment);
  });
});

describe('audiencesOf (SPEC §7 getCurrentVideo/{firstPathSegment}/{role or value})', () => {
  it.each([
    ['teacher', ['teacher', 'all']],
    ['student', ['student', 'all']],
    ['value', ['all']],
    ['admin', ['all']],
    ['Teacher', ['all']],
    ['', ['all']],
  ])('%s sees %j', (role, audiences) => {
    expect(audiencesOf(role)).toEqual(audiences);
  });
});

describe('helpRoleOf (SPEC §7)', () => {
  it.each([
    ['teacher', 'teacher'],
    ['student', 'student'],
    [undefined, 'value'],
    [null, 'value'],
  ] as const)('%s asks as %s', (role, asked) => {
    expect(helpRoleOf(role)).toBe(asked);
  });
});
