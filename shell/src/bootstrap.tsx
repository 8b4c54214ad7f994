import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { deserializeErrors, readHydrationState } from './lib/hydration-state';
import { RemoteLoadError, startLoading } from './federation/remote-registry';
import type { RouteHandle } from './federation/remote-route';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
const state = readHydrationState();

if (state) {
  // The server rendered this page: take over its data and markup without loading them again. The
  // remotes' modules the page shows start loading now; their parts keep the server's HTML until they
  // arrive (they suspend), and the rest of the page is interactive at once.
  hydrate(queryClient, state.queries);
  const handles = (matchRoutes(routes, window.location) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
  const modules = handles.flatMap((handle) => handle?.remoteModules ?? []);
  startLoading(modules);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData, errors: deserializeErrors(state.errors) } });
  hydrateRoot(
    container,
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
    {
      // A remote the server rendered but the browser cannot load: its part is rendered anew in the
      // browser, as its fallback with Retry, which already says so. Anything else is a real mismatch.
      onRecoverableError: (error) => {
        if (error instanceof Error && error.cause instanceof RemoteLoadError) return;
        console.error(error);
      },
    },
  );
} else {
  createRoot(container).render(
    <App queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>,
  );
}
