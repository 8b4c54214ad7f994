import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { prepareApiClient } from '@site/shared/api-client';
import { createQueryClient } from '@site/shared/data';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { deserializeErrors, readHydrationState, type HydrationState } from './lib/hydration-state';
import { RemoteLoadError, startLoading } from './federation/remote-registry';
import type { RouteHandle } from './federation/remote-route';
import { yieldToBrowser } from './lib/yield-to-browser';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
const state = readHydrationState();

if (state) void hydratePage(container, state);
else {
  prepareApiClient();
  createRoot(container).render(
    <App queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>,
  );
}

async function hydratePage(root: HTMLElement, state: HydrationState) {
  // The server rendered this page: take over its data and markup without loading them again. The
  // remotes' modules the page shows start loading now; their parts keep the server's HTML until they
  // arrive (they suspend), and the rest of the page is interactive at once.
  hydrate(queryClient, state.queries);
  const handles = (matchRoutes(routes, window.location) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
  const modules = handles.flatMap((handle) => handle?.remoteModules ?? []);
  startLoading(modules);
  // The libraries this module imports were evaluated in this task: hydrate in the next one.
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData, errors: deserializeErrors(state.errors) } });
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding
  // the main thread for the whole page (on a phone: one 100–150 ms task, the largest part of the total
  // blocking time); a tap that arrives meanwhile hydrates its own part first.
  startTransition(() => {
    hydrateRoot(
      root,
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
  });
  // The page needs no request to hydrate; the first click that does finds axios loaded.
  if ('requestIdleCallback' in window) requestIdleCallback(prepareApiClient);
  else setTimeout(prepareApiClient, 1000);
}
