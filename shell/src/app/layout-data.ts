// What the layout reads on every page (the footer's course links, composed in by routes.tsx). The server
// loads it with the page's data so that the page it sends is whole and the browser does not ask again; the
// browser reads it when it renders.
import type { QueryClient } from '@tanstack/react-query';
import { courseLinksQuery } from '../features/courses-nav/queries';

export function prefetchLayoutData(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(courseLinksQuery);
}
