import { describe, expect, it } from 'vitest';
import { COURSEWORK } from '../../../core/constants';
import { archiveSummary } from './archiveSummary';

// Issue 37: "a button on the marking page with the size warning if large".
describe('archiveSummary (issue 37)', () => {
  it.each([
    [{ works: 1, files: 1, bytes: 2048 }, '1 file of 1 piece of work', false],
    [{ works: 2, files: 3, bytes: COURSEWORK.archiveWarnBytes - 1 }, '3 files of 2 pieces of work', false],
    [{ works: 40, files: 80, bytes: COURSEWORK.archiveWarnBytes }, '80 files of 40 pieces of work', true],
  ])('%j holds %s; large: %s', (info, holds, large) => {
    const summary = archiveSummary(info);
    expect(summary.holds.startsWith(`${holds}, `)).toBe(true);
    expect(summary.large).toBe(large);
  });
});
