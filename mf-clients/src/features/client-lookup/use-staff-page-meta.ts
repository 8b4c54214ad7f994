// Staff screens set their title and keep themselves out of search engines.
import { useEffect } from 'react';
import { applyPageMeta } from '@site/shared/page-meta';

export function useStaffPageMeta(title: string): void {
  useEffect(() => applyPageMeta({ title, robots: 'noindex, nofollow' }), [title]);
}
