import { describe, expect, it } from 'vitest';
import { canOpenSavedFile } from './savedFile';

// SPEC §5: "Saved files whose url contains .mp4, .avi, .webm or .mkv and whose flag is 0 are not opened from the saved
// list."
describe('canOpenSavedFile (SPEC §5)', () => {
  it.each([
    ['/files/a.mp4', 0, false],
    ['/files/a.avi', 0, false],
    ['/files/a.webm', 0, false],
    ['/files/a.mkv', 0, false],
    ['/files/A.MP4', 0, false],
    ['/files/a.mp4?download=1', '0', false],
    ['/files/a.mp4', 1, true],
    ['/files/a.mkv', '1', true],
    ['/files/a.pdf', 0, true],
    ['/files/notes.docx', 0, true],
    ['/files/a.mp4', '', true],
  ] as const)('%s with flag %j opens: %s', (url, flag, opens) => {
    expect(canOpenSavedFile({ url, flag })).toBe(opens);
  });
});
