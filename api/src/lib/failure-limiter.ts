// Counts failed credential checks per client address in fixed one-minute windows.
export class FailureLimiter {
  private readonly windows = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** True when the address has used up its failures for the current window. */
  isBlocked(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window) return false;
    if (window.resetAt <= now) {
      this.windows.delete(key);
      return false;
    }
    return window.failures >= this.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    if (this.windows.size > 10_000) this.prune(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, { failures: 1, resetAt: now + this.windowMs });
    else window.failures += 1;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
