import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { legalLinks, socialLinks } from './nav-links';
import { BackToTop } from './back-to-top';

/** `courses`: the list of every course, which the app composes from its feature. */
export function Footer({ courses }: { courses: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Информация</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-courses">
          <h2 id="footer-courses">Всички курсове</h2>
          {courses}
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social">Последвайте ни</h2>
          <ul>
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p>© 2025 Бизнес Академия. Всички права запазени.</p>
        <BackToTop />
      </div>
    </footer>
  );
}
