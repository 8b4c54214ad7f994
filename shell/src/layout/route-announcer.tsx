import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page (often a remote loaded on demand) may take to show its main heading. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a client-side navigation (never the first load) focus goes to the new page's main heading and
 * a polite live region reads its title, so a screen-reader user knows the page changed.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return undefined;
    }
    const main = document.getElementById('content');
    if (!main) return undefined;
    let announceTimer: ReturnType<typeof setTimeout> | undefined;
    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      // The page sets its title in an effect of the same render: read it once that has run.
      announceTimer = setTimeout(() => setAnnouncement(document.title || heading.textContent || ''), 50);
      return true;
    };
    if (focusHeading()) return () => clearTimeout(announceTimer);
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearTimeout(announceTimer);
    };
  }, [pathname]);

  return (
    <div id="route-announcer" className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
