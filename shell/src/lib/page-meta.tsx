// One way for every page to state its head (title, description, canonical, Open Graph, JSON-LD): the
// browser applies it to the document; the server's renderer collects it while rendering and writes it
// into the HTML it sends, so crawlers and link previews read the same head as the browser shows.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { applyPageMeta, type PageMeta } from '@site/shared';

interface ServerPage {
  /** The page's public address. */
  url: URL;
  meta: PageMeta | null;
}

const ServerPageContext = createContext<ServerPage | null>(null);

/** Around the server's render: `page.meta` is the head of the page once it has been rendered. */
export function ServerPageProvider({ page, children }: { page: ServerPage; children: ReactNode }) {
  return <ServerPageContext.Provider value={page}>{children}</ServerPageContext.Provider>;
}

/** The page's address as the visitor sees it (the public origin, the path and the query). */
export function usePageUrl(): URL {
  const server = useContext(ServerPageContext);
  return server ? server.url : new URL(window.location.href);
}

/** States the page's head (null: none); the deepest page rendered wins (a route inside the layout). */
export function usePageMeta(meta: PageMeta | null): void {
  const server = useContext(ServerPageContext);
  if (server && meta) server.meta = meta;
  // By value: a page that states the same head again (a new object each render) changes nothing.
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => (key ? applyPageMeta(JSON.parse(key) as PageMeta) : undefined), [key]);
}
