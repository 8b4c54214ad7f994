// The link back to a list above a detail page or a sign-up form, in a navigation landmark of its own.
import { Link } from 'shell/router';

export function BackLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <nav className={className} aria-label="Навигация">
      <Link to={to}>{`← ${label}`}</Link>
    </nav>
  );
}
