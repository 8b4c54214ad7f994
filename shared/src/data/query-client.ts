// The one data layer of every front-end app: TanStack Query, shared by the containers as a singleton.
// The shell makes the page's client; route modules fill it in their loaders and components read it.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../errors';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `errorContext` names the screen in the log line of a failed read (spec section 8); `staff` marks a read of
     * staff-only data, which ending a staff session forgets (`staffMeta` sets it, `forgetStaffData` reads it).
     */
    queryMeta: { errorContext?: string; staff?: true };
  }
}

/** Public content changes rarely and every write invalidates what it changes. */
const FRESH_FOR_MS = 5 * 60_000;

/** `logErrors: false` in the server's renderer, whose failures the server logs itself. */
export function createQueryClient({ logErrors = true }: { logErrors?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A failed read is logged and the screen shows its empty or not-found text (spec section 8).
      onError: (error, query) => {
        if (logErrors) console.error(`${query.meta?.errorContext ?? 'Request'}:`, getErrorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        // The spec's screens do not retry by themselves: a failure shows its text at once.
        retry: false,
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
