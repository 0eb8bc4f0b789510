import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

// SPEC §9: "Size unit step 1024 (labels bytes, KB, MB, GB)".
describe('formatFileSize (SPEC §9)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1 MB'],
    [5.25 * 1024 * 1024, '5.25 MB'],
    [1024 ** 3, '1 GB'],
    [3 * 1024 ** 4, '3072 GB'],
    [-5, '0 bytes'],
    [Number.NaN, '0 bytes'],
  ])('%d bytes reads %s', (bytes, label) => {
    expect(formatFileSize(bytes)).toBe(label);
  });
});
