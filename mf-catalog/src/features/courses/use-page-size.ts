// Cards per slider page: 3 above 1024 px, 2 up to 1024 px, 1 up to 768 px (spec section 9).
import { useSyncExternalStore } from 'react';

export type PageSize = 1 | 2 | 3;

/** Every page size, widest first. */
export const PAGE_SIZES: readonly PageSize[] = [3, 2, 1];

/** The window widths of each page size, as media queries (courses-slider.css writes the same ones). */
export const PAGE_SIZE_MEDIA: Record<PageSize, string> = {
  3: '(min-width: 1025px)',
  2: '(min-width: 769px) and (max-width: 1024px)',
  1: '(max-width: 768px)',
};

export function pageSizeFor(width: number): PageSize {
  if (width <= 768) return 1;
  if (width <= 1024) return 2;
  return 3;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The page size for the window's current width, recomputed on resize; null on the server and while the
 * browser takes its page over, where the width is not known (the slider then lets its CSS choose).
 */
export function usePageSize(): PageSize | null {
  return useSyncExternalStore(
    subscribe,
    () => pageSizeFor(window.innerWidth),
    () => null,
  );
}
