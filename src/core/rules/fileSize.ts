import { SIZE_UNIT_STEP, SIZE_UNITS } from '../constants';

/**
 * SPEC §9: sizes step by 1024 through bytes, KB, MB and GB. Below 1024 the count of bytes is shown whole;
 * above, at most two decimals without trailing zeros ('1.5 KB'). GB is the largest unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return `0 ${SIZE_UNITS[0]}`;
  let value = bytes;
  let unit = 0;
  while (value >= SIZE_UNIT_STEP && unit < SIZE_UNITS.length - 1) {
    value /= SIZE_UNIT_STEP;
    unit += 1;
  }
  const shown = unit === 0 ? String(Math.round(value)) : String(Number(value.toFixed(2)));
  return `${shown} ${SIZE_UNITS[unit]}`;
}
