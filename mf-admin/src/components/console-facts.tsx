// A console's list of facts: each term beside its value, the value wrapping anywhere (a long address, an
// error). Its style is the console's (.console-facts in app/admin.css).
import type { ReactNode } from 'react';

/** `className`: the list's own class, for its terms' width (--facts-terms) or the space after it (--facts-after). */
export function ConsoleFacts({ className, children }: { className: string; children: ReactNode }) {
  return <dl className={`console-facts ${className}`}>{children}</dl>;
}

export function ConsoleFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="console-facts__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
