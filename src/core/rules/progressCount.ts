/**
 * SPEC §4 progress modal: the indicator counts from 0 to 100 percent in one-second steps over a chosen number of
 * seconds. Returns the whole percentage shown after `ticks` steps (100 once the time is up, or for no time at all).
 */
export function progressAfter(ticks: number, seconds: number): number {
  if (!(seconds > 0)) return 100;
  return Math.min(100, Math.max(0, Math.round((ticks / seconds) * 100)));
}
