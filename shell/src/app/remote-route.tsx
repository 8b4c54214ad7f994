// Turns a route module a remote exposes into a route of the shell's router: the loader fetches the
// remote's module and runs its loader, the component renders it with its head, and a remote that
// cannot be loaded shows the retryable fallback inside the layout (on the server: the loading state,
// and the browser tries the remote itself).
//
// Not React Router's `lazy`: it remembers a rejected `lazy()` for the life of the router, so after a
// failed fetch of a remote the visitor could only reload the page. A loader runs again on Retry.
import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData, useRevalidator, useRouteError, type RouteObject } from 'react-router-dom';
import type { RouteModule } from '@site/shared/data';
import type { RemoteModuleRef, RouteModuleRef } from '../federation/remote-modules';
import { loadRemoteModule, RemoteLoadError } from '../federation/remote-registry';
import { useRemoteModule } from '../federation/use-remote-module';
import { RemoteFallback } from '../federation/remote-fallback';
import { isLeftToBrowser, leftToBrowser, LoadInBrowser } from '../federation/left-to-browser';
import { RouteErrorScreen } from './route-error-screen';
import { PageSkeleton } from '../components/page-skeleton';
import { onServer } from '../lib/environment';
import { usePageMeta, usePageUrl } from '../lib/page-meta';

/** The remote modules a route renders: their CSS goes into the server's page. */
export interface RouteHandle {
  /** The browser loads these at once, to hydrate the server's HTML. */
  remoteModules: RemoteModuleRef[];
  /** Sections lower on the page: the browser loads them when the visitor comes near (load-when-near.ts). */
  sections?: RemoteModuleRef[];
}

export function remoteRoute(ref: RouteModuleRef, queryClient: QueryClient): Omit<RouteObject, 'index' | 'children'> {
  const handle: RouteHandle = { remoteModules: [ref] };
  return {
    handle,
    loader: async ({ params, request }) => {
      let routeModule: RouteModule;
      try {
        routeModule = await loadRemoteModule<RouteModule>(ref.remote, ref.module);
      } catch (error: unknown) {
        if (onServer) return leftToBrowser(ref.remote, error);
        throw error;
      }
      const data = await routeModule.loader?.({ params, url: new URL(request.url), queryClient });
      return data ?? null;
    },
    Component: function RemoteRouteView() {
      const data = useLoaderData();
      if (isLeftToBrowser(data)) return <LoadInBrowser placeholder={<PageSkeleton />} />;
      // On the server, a remote that throws while rendering leaves its part to the browser (React
      // sends this fallback and renders the part again in the browser). In the browser, a page being
      // hydrated waits here for the module, keeping the server's HTML.
      return (
        <Suspense fallback={<PageSkeleton />}>
          <LoadedRoute remoteRef={ref} data={data} />
        </Suspense>
      );
    },
    ErrorBoundary: RemoteRouteError,
    HydrateFallback: PageSkeleton,
  };
}

// The component that may suspend (use) calls no hook after it: React 19, resuming such a component
// while hydrating, mistook a later hook for an update (error #467) and rendered the part again.
function LoadedRoute({ remoteRef, data }: { remoteRef: RouteModuleRef; data: unknown }) {
  const routeModule = useRemoteModule<RouteModule>(remoteRef.remote, remoteRef.module);
  return <RouteView routeModule={routeModule} data={data} />;
}

function RouteView({ routeModule: { Component, head }, data }: { routeModule: RouteModule; data: unknown }) {
  const url = usePageUrl();
  usePageMeta(head ? head(data, url) : null);
  return <Component />;
}

/** A remote that could not be loaded gets the fallback with Retry; any other error the router's screen. */
function RemoteRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!(error instanceof RemoteLoadError)) return <RouteErrorScreen />;
  return <RemoteFallback error={error} onRetry={() => void revalidator.revalidate()} />;
}
