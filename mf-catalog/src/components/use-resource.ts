// Loads one piece of server data for a page: loading, then ready or failed (failures are logged).
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@site/shared';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Runs `load` when `key` changes. A failure is only logged (spec section 8): the page then shows its
 * empty or not-found text.
 */
export function useResource<T>(key: string, load: () => Promise<T>, context: string): Resource<T> {
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>({ key, resource: { status: 'loading' } });

  useEffect(() => {
    let current = true;
    setState({ key, resource: { status: 'loading' } });
    load().then(
      (data) => current && setState({ key, resource: { status: 'ready', data } }),
      (error: unknown) => {
        console.error(`${context}:`, getErrorMessage(error));
        if (current) setState({ key, resource: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; the key says when the data to load changes.
  }, [key]);

  // Until the effect has run for a new key, the previous key's data must not be shown.
  return state.key === key ? state.resource : { status: 'loading' };
}
