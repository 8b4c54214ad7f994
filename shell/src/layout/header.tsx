import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { SITE_NAME } from '@site/shared';
import { Logo } from '../components/ui-kit/logo';
import { mainNavLinks } from './nav-links';
import { useUiStore } from './ui-store';

export function Header() {
  const isNavOpen = useUiStore((state) => state.isNavOpen);
  const toggleNav = useUiStore((state) => state.toggleNav);
  const closeNav = useUiStore((state) => state.closeNav);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeNav(), [pathname, closeNav]);

  useEffect(() => {
    if (!isNavOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeNav();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isNavOpen, closeNav]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${SITE_NAME}, начална страница`}>
          <Logo />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={isNavOpen}
          aria-controls="main-nav"
          onClick={toggleNav}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          {isNavOpen ? 'Затвори менюто' : 'Меню'}
        </button>
        <nav id="main-nav" aria-label="Основна навигация" className={isNavOpen ? 'site-nav site-nav--open' : 'site-nav'}>
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
