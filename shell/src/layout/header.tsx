import { useEffect, useRef, type ToggleEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SITE_NAME } from '@site/shared';
import { Logo } from '../components/ui-kit/logo';
import { useHydrated } from '../components/ui-kit/use-hydrated';
import { mainNavLinks } from './nav-links';
import { useUiStore } from './ui-store';

const NAV_ID = 'main-nav';
/** Up to this width the nav is a menu the toggle opens; wider, a row of the header (layout.css). */
const MENU_MAX_WIDTH = 768;

/** Whether the popover is open; false where the browser has no popovers (jsdom). */
function isOpen(element: HTMLElement | null): boolean {
  return element !== null && typeof element.hidePopover === 'function' && element.matches(':popover-open');
}

function close(element: HTMLElement | null): void {
  if (element && isOpen(element)) element.hidePopover();
}

/**
 * On a phone the nav is a popover its toggle opens and closes: that works from the first paint and
 * without scripts, and the browser closes it on Escape (or a click outside) and gives focus back to the
 * toggle. The script only mirrors its state (aria-expanded, the label) and closes it after a link.
 */
export function Header() {
  const isNavOpen = useUiStore((state) => state.isNavOpen);
  const setNavOpen = useUiStore((state) => state.setNavOpen);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();

  // Opened before the script ran: start from what the page shows.
  useEffect(() => setNavOpen(isOpen(navRef.current)), [setNavOpen]);

  // A link chosen in the menu shows its page in place: the menu closes (not on the first render: one
  // opened before the script ran stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close(navRef.current);
  }, [pathname]);

  // On a wide screen the nav is not a popover: one left open on a narrow window closes.
  useEffect(() => {
    const onResize = () => {
      if (window.innerWidth > MENU_MAX_WIDTH) close(navRef.current);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${SITE_NAME}, начална страница`}>
          <Logo />
        </Link>
        {/* Until the script runs the browser says whether the popover is expanded (no aria-expanded to
            contradict it), and CSS picks the label. */}
        <button type="button" className="site-header__toggle" popoverTarget={NAV_ID} aria-expanded={hydrated ? isNavOpen : undefined} aria-controls={NAV_ID}>
          <span className="site-header__toggle-icon" aria-hidden="true" />
          {hydrated ? (
            isNavOpen ? (
              'Затвори менюто'
            ) : (
              'Меню'
            )
          ) : (
            <>
              <span className="site-header__toggle-closed">Меню</span>
              <span className="site-header__toggle-open">Затвори менюто</span>
            </>
          )}
        </button>
        <nav
          ref={navRef}
          id={NAV_ID}
          popover="auto"
          aria-label="Основна навигация"
          className="site-nav"
          onToggle={(event: ToggleEvent<HTMLElement>) => setNavOpen(event.newState === 'open')}
        >
          <ul>
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
