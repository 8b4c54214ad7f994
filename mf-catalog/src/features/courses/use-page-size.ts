// Cards per slider page: 3 above 1024 px, 2 up to 1024 px, 1 up to 768 px (spec section 9).
import { useEffect, useState } from 'react';

export function pageSizeFor(width: number): 1 | 2 | 3 {
  if (width <= 768) return 1;
  if (width <= 1024) return 2;
  return 3;
}

/** The page size for the window's current width, recomputed on resize. */
export function usePageSize(): 1 | 2 | 3 {
  const [size, setSize] = useState(() => pageSizeFor(window.innerWidth));
  useEffect(() => {
    const onResize = () => setSize(pageSizeFor(window.innerWidth));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}
