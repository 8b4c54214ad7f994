/**
 * Resolves in a task of its own, so the browser can paint and answer input between two pieces of a
 * page's start-up. On a phone each piece (the federation runtime, the shared libraries, hydration) takes
 * tens of milliseconds; run back to back in one task they hold the main thread for hundreds.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
