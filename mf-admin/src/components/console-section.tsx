// A section of the console, named by the heading in its head bar (.admin-section in app/admin.css).
import { useId, type ReactNode } from 'react';

interface ConsoleSectionProps {
  heading: ReactNode;
  children: ReactNode;
}

export function ConsoleSection({ heading, children }: ConsoleSectionProps) {
  const headingId = useId();
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId}>{heading}</h2>
      </div>
      {children}
    </section>
  );
}
