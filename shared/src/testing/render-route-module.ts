// Renders a remote's route module in a test the way the shell mounts it: its loader fills a fresh
// query cache, then its component renders and its head is applied. The shell's own adapter
// (shell/src/app/remote-route.tsx) adds the remote loading and the fallback around this.
import { createElement, useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLoaderData, useLocation, type RouteObject } from 'react-router-dom';
import { createQueryClient, type RouteModule } from '../data';
import { applyPageMeta } from '../page-meta';

interface Options {
  /** The route's path pattern, e.g. '/courses/:slug'. */
  path: string;
  /** The URLs visited, the last one current (as the browser history). */
  initialEntries: string[];
  /** Other routes to land on (redirects, links), e.g. `{ path: '*', element: … }`. */
  otherRoutes?: RouteObject[];
  queryClient?: QueryClient;
}

export function routeObject(routeModule: RouteModule, path: string, queryClient: QueryClient): RouteObject {
  return {
    path,
    loader: async ({ params, request }) => (await routeModule.loader?.({ params, url: new URL(request.url), queryClient })) ?? null,
    Component: function RouteUnderTest() {
      const data = useLoaderData();
      const location = useLocation();
      const { head, Component } = routeModule;
      useEffect(
        () => (head ? applyPageMeta(head(data, new URL(location.pathname + location.search, window.location.origin))) : undefined),
        [head, data, location],
      );
      return createElement(Component);
    },
    HydrateFallback: () => createElement('p', null, 'Зареждане...'),
  };
}

export function renderRouteModule(routeModule: RouteModule, { path, initialEntries, otherRoutes = [], queryClient = createQueryClient() }: Options) {
  const router = createMemoryRouter([routeObject(routeModule, path, queryClient), ...otherRoutes], {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  const tree: ReactElement = createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router }));
  return { router, queryClient, ...render(tree) };
}
