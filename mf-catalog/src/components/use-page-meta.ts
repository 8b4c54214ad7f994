// Sets the page's title and description while the page is shown.
import { useEffect } from 'react';
import { applyPageMeta } from '@site/shared';

export function usePageMeta(title: string | null, description?: string): void {
  useEffect(() => {
    if (title === null) return undefined;
    return applyPageMeta({ title, description });
  }, [title, description]);
}
