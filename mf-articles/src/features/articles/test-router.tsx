// Test helper: the remote's route modules (and its home page section) behind one memory router and
// one fresh query cache, as the shell mounts them: each loader fills the cache, then the component
// renders and the head is applied.
import { configure } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { renderRouteModule, routeObject } from '@site/shared/testing/render-route-module';
import * as articleDetailRoute from '../../expose/article-detail-page';
import * as articlesRoute from '../../expose/articles-page';
import * as articlesPromoSection from '../../expose/articles-promo';

export function renderAt(path: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  configure({ reactStrictMode: strict });
  try {
    return renderRouteModule(articleDetailRoute, {
      path: '/articles/:slug',
      initialEntries: [path],
      queryClient,
      otherRoutes: [routeObject(articlesRoute, '/articles', queryClient), routeObject(articlesPromoSection, '/', queryClient)],
    });
  } finally {
    configure({ reactStrictMode: false });
  }
}

/** The current location of a memory router, as a path with its query. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
