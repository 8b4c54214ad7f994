// How the renderer fetches a remote's files: a remote served by this same server (a path in its
// REMOTE_*_URL) is asked in-process, any other over HTTP; either way within the time limit, and an
// answer that is not 2xx is a failure (never code to run).
import type { FetchOwn } from '@site/shared/server-render';

/** The origin that stands for "this same server" in the federation runtime's (absolute) URLs. */
export const OWN_ORIGIN = 'http://this-server.invalid';

export type ServerFetch = (url: string, init?: RequestInit) => Promise<Response>;

export function createServerFetch(fetchOwn: FetchOwn, timeoutMs: number): ServerFetch {
  return async (url, init) => {
    const target = new URL(url);
    const response =
      target.origin === OWN_ORIGIN
        ? await withTimeout(ownResponse(fetchOwn, target.pathname + target.search), timeoutMs, url)
        : await fetch(target, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  };
}

async function ownResponse(fetchOwn: FetchOwn, path: string): Promise<Response> {
  const answer = await fetchOwn(path);
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Makes `serverFetch` the one the federation runtime plugin of every server build uses. */
export function installServerFetch(serverFetch: ServerFetch): void {
  (globalThis as { __SITE_SERVER_FETCH__?: ServerFetch }).__SITE_SERVER_FETCH__ = serverFetch;
}
