// One term of a description list and its value, left out whole while the value is not set (an unset
// company setting never leaves an empty label behind).
import type { ReactNode } from 'react';

interface FactProps {
  term: ReactNode;
  value: string | null | undefined;
  /** How the value is shown (a link); the text itself by default. */
  children?: (value: string) => ReactNode;
}

export function Fact({ term, value, children }: FactProps) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children ? children(value) : value}</dd>
    </>
  );
}
