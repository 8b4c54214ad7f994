import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';

/** Renders the shell's real route table at `path`, as a visitor opening that URL. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Answers the shell's /remotes.json request the way the server does. */
export function serveRemotesJson(): jest.Mock {
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({
      catalog: '/remotes/mf-catalog/mf-manifest.json',
      articles: '/remotes/mf-articles/mf-manifest.json',
      admin: '/remotes/mf-admin/mf-manifest.json',
      clients: '/remotes/mf-clients/mf-manifest.json',
    }),
  }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}
