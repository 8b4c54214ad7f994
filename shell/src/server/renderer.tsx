// Renders a public page on the server with the same routes, loaders and components as the browser: the
// loaders fill a query cache of the request's own, React renders the page, and the page carries that
// cache and the loaders' data so the browser hydrates it without loading anything again.
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { answerFromThisServer } from '@site/shared/api-client';
import { createQueryClient } from '@site/shared/data';
import type { RemoteSet, Renderer, RendererOptions, RenderResult } from '@site/shared/server-render';
import type { SubmittedForm } from '@site/shared/page-forms';
import { App } from '../app/app';
import { createRoutes } from '../app/routes';
import { prefetchLayoutData } from '../app/layout-data';
import { ServerPageProvider } from '../lib/page-meta';
import type { PageMeta } from '@site/shared';
import { HYDRATION_ELEMENT_ID, jsonScript, serializeErrors, type HydrationState } from '../lib/hydration-state';
import { registerOnServer, REMOTES_CONFIG_ELEMENT_ID } from '../federation/remote-registry';
import type { RouteHandle } from '../app/remote-route';
import { isLeftToBrowser, type LeftToBrowser } from '../federation/left-to-browser';
import { createServerFetch, installServerFetch, OWN_ORIGIN } from './server-fetch';
import { ServerRemotes } from './server-remotes';

const DEFAULT_REMOTE_TIMEOUT_MS = 1500;
const DEFAULT_REFRESH_MS = 10_000;
/** A render that is still waiting after this is sent with the loading state of what it waits for. */
const RENDER_LIMIT_MS = 4000;

/** The federation name of each remote's container for the page being rendered (see ServerRemotes). */
const renderScope = new AsyncLocalStorage<Record<string, string | null>>();

/** A renderer without its periodic checks, for the release check (a process that renders a few pages once). */
export async function startRendering(
  options: RendererOptions,
): Promise<{ remotes: ServerRemotes; renderWith: (path: string, origin: string, remotes: RemoteSet, submittedForm?: SubmittedForm) => Promise<PageRender> }> {
  const serverFetch = createServerFetch(options.fetchOwn, options.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS);
  installServerFetch(serverFetch);
  answerFromThisServer(options.fetchOwn);
  registerOnServer((remote) => renderScope.getStore()?.[remote] ?? null);
  const remotes = new ServerRemotes(serverFetch, options.log, options.onVersionsChanged);
  return {
    remotes,
    async renderWith(path, origin, set, submittedForm) {
      const names = await remotes.namesFor(set);
      return renderScope.run(names, () => render(path, origin, options, submittedForm));
    },
  };
}

/** What the release check runs with the loaders' modules of one version: `within(set, fn)`. */
export async function withRemotes<T>(remotes: ServerRemotes, set: RemoteSet, run: () => Promise<T>): Promise<T> {
  const names = await remotes.namesFor(set);
  return renderScope.run(names, run);
}

export async function createRenderer(options: RendererOptions): Promise<Renderer> {
  const { remotes, renderWith } = await startRendering(options);
  remotes.start(options.remoteRefreshMs ?? DEFAULT_REFRESH_MS);
  // The route table, for what a path shows (its head's files); loaders are not run through it.
  const routeTable = createRoutes(createQueryClient());

  return {
    render: async (path, origin, set, renderOptions) => (await renderWith(path, origin, set, renderOptions?.submittedForm)).result,
    headTags(path, origin, set) {
      const url = new URL(path, OWN_ORIGIN);
      const handles = (matchRoutes(routeTable, url.pathname) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
      const tags: string[] = [jsonScript(REMOTES_CONFIG_ELEMENT_ID, set)];
      // The CSS of the remotes' parts of the page, so that it is styled before any script runs. Their
      // scripts are not preloaded: on a phone (Lighthouse, simulated slow 4G) the preloads took the
      // bandwidth the document and its CSS needed, and the largest paint came later (README). Written as
      // the absolute address the browser's federation runtime computes for the same file, by which it
      // finds the link already there: a second link to the same file restyled and laid out the whole page.
      for (const ref of handles.flatMap((handle) => [...(handle?.remoteModules ?? []), ...(handle?.sections ?? [])])) {
        for (const href of remotes.cssOf(set, ref.remote, ref.module)) {
          tags.push(`<link rel="stylesheet" href="${escapeAttribute(new URL(href, origin).href)}">`);
        }
      }
      return [...new Set(tags)].join('');
    },
    version: (set) => remotes.version(set),
    prepare: async (set) => {
      await remotes.namesFor(set);
    },
    close: () => remotes.close(),
  };
}

/** A page as rendered, with what went wrong while rendering it (for the release check). */
export interface PageRender {
  result: RenderResult;
  problems: string[];
}

async function render(path: string, origin: string, options: RendererOptions, submittedForm?: SubmittedForm): Promise<PageRender> {
  const queryClient = createQueryClient({ logErrors: false });
  const handler = createStaticHandler(createRoutes(queryClient));
  const [context] = await Promise.all([handler.query(new Request(new URL(path, origin))), prefetchLayoutData(queryClient)]);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location) return { result: { kind: 'redirect', location }, problems: [] };
    throw new Error(`The route answered ${context.status} without a location`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const page: { url: URL; meta: PageMeta | null } = { url: new URL(path, origin), meta: null };
  const problems = Object.entries(context.errors ?? {}).map(([route, error]) => `${path}: ${errorText(error)} (route ${route})`);
  let failedParts = 0;
  const html = await renderToString(
    <ServerPageProvider page={page}>
      <App queryClient={queryClient} submittedForm={submittedForm}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </ServerPageProvider>,
    (error) => {
      failedParts += 1;
      problems.push(`${path}: ${errorText(error)}`);
      options.log.warn({ path, err: errorText(error) }, 'part of the page left to the browser: it failed while rendering on the server');
    },
  );
  const state: HydrationState = {
    loaderData: context.loaderData,
    errors: serializeErrors(context.errors),
    queries: dehydrate(queryClient),
    ...(submittedForm ? { submittedForm } : {}),
  };
  const left = partsLeftToBrowser(context.loaderData);
  for (const part of left) {
    problems.push(`${path}: ${part.remote}: ${part.reason}`);
    options.log.warn({ path, remote: part.remote, err: part.reason }, 'part of the page left to the browser: its remote could not be loaded on the server');
  }
  const complete = failedParts === 0 && left.length === 0;
  return { result: { kind: 'page', html, afterRoot: jsonScript(HYDRATION_ELEMENT_ID, state), head: page.meta, complete }, problems };
}

/** The routes' data, or their sections' (the home page's), that say a remote was left to the browser. */
function partsLeftToBrowser(loaderData: Record<string, unknown>): LeftToBrowser[] {
  const values = (data: unknown) => (data && typeof data === 'object' ? Object.values(data) : []);
  return Object.values(loaderData)
    .flatMap((data) => [data, ...values(data)])
    .filter(isLeftToBrowser);
}

/**
 * The whole markup once every part is ready: React's prerender waits for what suspends (a lazy page, a
 * remote's chunk) instead of streaming it out of order, so a crawler reads the page as it is. A part that
 * throws is sent as its loading state and rendered again by the browser; a render still waiting after
 * the time limit is sent with the loading state of what it waits for.
 */
async function renderToString(element: React.ReactElement, onError: (error: unknown) => void): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    onError,
    signal: AbortSignal.timeout(RENDER_LIMIT_MS),
    // React moves a large finished part to the end of the document by default; keep it in place.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
