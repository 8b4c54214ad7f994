// A remote the server could not render (its files did not arrive in time, or it threw while loading):
// the server sends that part as the loading state, and the browser, once the page is live, loads the
// remote itself. The marker is the route's (or section's) data, so it travels in the hydration data.
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';

export interface LeftToBrowser {
  leftToBrowser: true;
  /** Which remote, and why: for the server's log. */
  remote: string;
  reason: string;
}

export function leftToBrowser(remote: string, error: unknown): LeftToBrowser {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return { leftToBrowser: true, remote, reason: cause instanceof Error ? cause.message : String(cause) };
}

export function isLeftToBrowser(data: unknown): data is LeftToBrowser {
  return !!data && typeof data === 'object' && 'leftToBrowser' in data;
}

/** Shows `placeholder` and, in the browser, runs the page's loaders again (once) to load the remote there. */
export function LoadInBrowser({ placeholder }: { placeholder: React.ReactNode }) {
  const revalidator = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void revalidator.revalidate();
  }, [revalidator]);
  return placeholder;
}
