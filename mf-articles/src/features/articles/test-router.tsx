// Test helper: the remote's pages behind a memory router, as the shell routes them.
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ArticlesListPage } from './components/articles-list-page';
import { ArticleDetailPage } from './components/article-detail-page';
import { ArticlesPromo } from './components/articles-promo';

export function renderAt(path: string, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ArticlesPromo /> },
      { path: '/articles', element: <ArticlesListPage /> },
      { path: '/articles/:slug', element: <ArticleDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  const app = <RouterProvider router={router} />;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, ...view };
}

/** The current location of a memory router, as a path with its query. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
