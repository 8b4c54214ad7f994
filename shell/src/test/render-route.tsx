import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { createRoutes } from '../app/routes';

/** Renders the shell's real route table at `path`, as a visitor opening that URL. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
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
