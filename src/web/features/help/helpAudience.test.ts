import { describe, expect, it } from 'vitest';
import type { HelpVideo } from '../../../core/schemas/sharedDocuments';
import { videosFor } from './helpAudience';

const video = (title: string, audience: HelpVideo['audience']): HelpVideo => ({
  _id: title,
  title,
  page: 'dashboard',
  audience,
  contentType: 'video/mp4',
  size: 1,
  url: `/api/v1/help/content/${title}`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

// SPEC §9: help videos per role; signed out sees only everyone's (issue 14).
describe('videosFor', () => {
  const all = [video('T', 'teacher'), video('S', 'student'), video('A', 'all')];
  it.each([
    ['teacher', ['T', 'A']],
    ['student', ['S', 'A']],
    [null, ['A']],
  ] as const)('%s sees %j', (role, titles) => {
    expect(videosFor(all, role).map((v) => v.title)).toEqual(titles);
  });
});
