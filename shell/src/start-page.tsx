import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { prepareApiClient } from '@site/shared/api-client';
import { createQueryClient } from '@site/shared/data';
import { App } from './app/app';
import { createRoutes } from './app/routes';
import { deserializeErrors, readHydrationState, type HydrationState } from './lib/hydration-state';
import { RemoteLoadError, startLoading } from './federation/remote-registry';
import type { RouteHandle } from './app/remote-route';
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
  // remotes' modules of the route start loading now (its sections lower down when the visitor comes near
  // them); their parts keep the server's HTML until they arrive (they suspend), and the rest of the page
  // is interactive at once.
  hydrate(queryClient, state.queries);
  // The libraries this module imports were evaluated in this task: match the route in the next one.
  await yieldToBrowser();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData, errors: deserializeErrors(state.errors) } });
  const handles = router.state.matches.map((match) => match.route.handle as RouteHandle | undefined);
  startLoading(handles.flatMap((handle) => handle?.remoteModules ?? []));
  await yieldToBrowser();
  // Hydrated in pieces by the layout's Suspense boundaries, and as a transition: React then hydrates in
  // slices of a few milliseconds and lets the browser answer input between them (a tap on a part not yet
  // hydrated hydrates that part first), instead of holding a phone's main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      root,
      <App queryClient={queryClient} submittedForm={state.submittedForm}>
        <RouterProvider router={router} />
      </App>,
      {
        // A remote the server rendered but the browser cannot load: its part is rendered anew in the
        // browser, as its fallback with Retry, which already says so. Anything else is a real mismatch.
        onRecoverableError: (error) => {
          if (error instanceof Error && error.cause instanceof RemoteLoadError) return;
          // React's own error only says that it happened; what was thrown is its cause.
          console.error(error, error instanceof Error ? error.cause : undefined);
        },
      },
    );
  });
  // The page needs no request to hydrate. axios loads when the visitor first reaches for the page (web.dev's
  // "import on interaction"), so the request their action makes finds it loaded, and a phone's first
  // seconds are not spent evaluating it (at idle it was still one of the long tasks before the page was
  // quiet). A call made before that loads it itself.
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    window.addEventListener(type, prepareApiClient, { once: true, passive: true, capture: true });
  }
}
