// The shape of what a remote exposes for each route it owns (and for each section of a page the
// shell composes): the component, the function that loads its data, and the page's head.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageMeta } from '../page-meta';

export interface LoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  /** The page's query cache: a loader fills it, the component reads the same queries. */
  queryClient: QueryClient;
}

export interface RouteModule<Data = unknown> {
  /** Renders once `loader` has finished; reads its data from the query cache. */
  Component: ComponentType;
  /** Fetches what the route shows before it is rendered. May throw `redirect(…)` from shell/router. */
  loader?(args: LoaderArgs): Promise<Data>;
  /** Title, description and the rest of the head, from what `loader` returned, at the page's address. */
  head?(data: Data, url: URL): PageMeta;
}

/** Any route module, whatever its loader returns: what the shell checks a remote's module against. */
export interface SomeRouteModule {
  Component: ComponentType;
  loader?(args: LoaderArgs): Promise<unknown>;
  head?(data: never, url: URL): PageMeta;
}

/** A part of a page owned by a remote (the home page's sections): a component with props and its loader. */
export interface SectionModule<Props extends object = Record<string, never>> {
  Component: ComponentType<Props>;
  loader?(args: Omit<LoaderArgs, 'params'>): Promise<unknown>;
}
