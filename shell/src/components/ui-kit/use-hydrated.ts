// For controls that work as plain HTML until the page's scripts have taken it over (a link, a popover),
// then become what the script makes of them (a button that plays in place, a native share sheet).
import { useRef, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true from the render right
 * after (and at once in a page the browser renders by itself). Render the server's markup while it is
 * false, so that hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Keeps keyboard focus when the script replaces a control: give `fallbackRef` to the server-rendered one
 * (a link) and `enhancedRef` to the one that replaces it (a button). React detaches the old element's ref
 * before it takes the element out of the page, so it can still tell whether it had focus.
 */
export function useFocusHandOver(): { fallbackRef: (element: HTMLElement | null) => () => void; enhancedRef: (element: HTMLElement | null) => void } {
  const handOver = useRef(false);
  const refs = useRef({
    fallbackRef: (element: HTMLElement | null) => () => {
      handOver.current = element !== null && element === document.activeElement;
    },
    enhancedRef: (element: HTMLElement | null) => {
      if (!element || !handOver.current) return;
      handOver.current = false;
      element.focus();
    },
  });
  return refs.current;
}
