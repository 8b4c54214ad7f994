// Turns a route module a remote exposes into a route of the shell's router: the loader fetches the
// remote's module and runs its loader, the component renders it with its head, and a remote that
// cannot be loaded shows the retryable fallback inside the layout.
//
// Not React Router's `lazy`: it remembers a rejected `lazy()` for the life of the router, so after a
// failed fetch of a remote the visitor could only reload the page. A loader runs again on Retry.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData, useRevalidator, useRouteError, type RouteObject } from 'react-router-dom';
import { applyPageMeta } from '@site/shared';
import type { RouteModule } from '@site/shared/data';
import type { RouteModuleRef } from './remote-modules';
import { loadRemoteModule, RemoteLoadError } from './remote-registry';
import { RemoteFallback } from './remote-fallback';
import { RouteErrorScreen } from '../app/route-error-screen';
import { PageSkeleton } from '../components/page-skeleton';

const loadedModules = new Map<string, RouteModule>();
const idOf = ({ remote, module }: RouteModuleRef) => `${remote}/${module}`;

export function remoteRoute(ref: RouteModuleRef, queryClient: QueryClient): Omit<RouteObject, 'index' | 'children'> {
  return {
    loader: async ({ params, request }) => {
      const routeModule = await loadRemoteModule<RouteModule>(ref.remote, ref.module);
      loadedModules.set(idOf(ref), routeModule);
      const data = await routeModule.loader?.({ params, url: new URL(request.url), queryClient });
      return data ?? null;
    },
    Component: function RemoteRouteView() {
      // The loader has stored the module before the router renders this route.
      const routeModule = loadedModules.get(idOf(ref));
      if (!routeModule) throw new Error(`${idOf(ref)} was rendered before it was loaded`);
      return <LoadedRoute routeModule={routeModule} />;
    },
    ErrorBoundary: RemoteRouteError,
    HydrateFallback: PageSkeleton,
  };
}

function LoadedRoute({ routeModule }: { routeModule: RouteModule }) {
  const data = useLoaderData();
  const { Component, head } = routeModule;
  useEffect(() => (head ? applyPageMeta(head(data)) : undefined), [head, data]);
  return <Component />;
}

/** A remote that could not be loaded gets the fallback with Retry; any other error the router's screen. */
function RemoteRouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!(error instanceof RemoteLoadError)) return <RouteErrorScreen />;
  return <RemoteFallback error={error} onRetry={() => void revalidator.revalidate()} />;
}
