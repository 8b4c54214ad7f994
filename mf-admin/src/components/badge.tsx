// A pill naming a state (a draft, a message sent, a person invited), coloured by its tone (.admin-badge in
// app/admin.css): amber waits, green is done or on, red failed or off, indigo is singled out.
import type { ReactNode } from 'react';

export type BadgeTone = 'amber' | 'green' | 'indigo' | 'red';

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
