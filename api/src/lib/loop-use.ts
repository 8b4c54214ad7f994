import { performance } from 'node:perf_hooks';

/**
 * A reader of how busy this process's event loop was since the reader's last call (or since it was made): the share
 * of the time, 0 to 1, spent running code rather than waiting for something to do.
 */
export function loopUseSinceLastRead(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}
