import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@site/shared/data';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { deserializeErrors, readHydrationState } from './lib/hydration-state';
import { loadBeforeHydration } from './federation/remote-registry';
import type { RouteHandle } from './federation/remote-route';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
const state = readHydrationState();

if (state) {
  // The server rendered this page: take over its data and markup without loading them again. The
  // remotes' modules the page shows are fetched first (the head preloads them), so that the first
  // render in the browser is the server's.
  hydrate(queryClient, state.queries);
  const handles = (matchRoutes(routes, window.location) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
  const modules = handles.flatMap((handle) => handle?.remoteModules ?? []);
  // A module that cannot be fetched here renders its fallback (with Retry) instead.
  await loadBeforeHydration(modules);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData, errors: deserializeErrors(state.errors) } });
  hydrateRoot(
    container,
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>,
  );
} else {
  createRoot(container).render(
    <App queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>,
  );
}
