import type { ReactNode } from 'react';

/** One numbered section of a legal page; its number is its position in the page's list. */
export interface LegalSection {
  /** Stable latin anchor id: links such as /terms#pravo-na-otkaz rely on it, so never rename one. */
  id: string;
  title: string;
  content: ReactNode;
}
