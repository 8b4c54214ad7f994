// Cards per slider page: 3 above 1024 px, 2 up to 1024 px, 1 up to 768 px (spec section 9).
import { useSyncExternalStore } from 'react';

export function pageSizeFor(width: number): 1 | 2 | 3 {
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
export function usePageSize(): 1 | 2 | 3 | null {
  return useSyncExternalStore(subscribe, () => pageSizeFor(window.innerWidth), () => null);
}
