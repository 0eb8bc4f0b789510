/** Counts events in fixed windows: `take()` is false once `limit` events have been taken in the current window. */
export class FixedWindowLimiter {
  private windowStart = 0;
  private taken = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(): boolean {
    const now = this.now();
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.taken = 0;
    }
    if (this.taken >= this.limit) return false;
    this.taken += 1;
    return true;
  }
}
