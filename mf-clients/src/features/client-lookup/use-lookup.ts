// One lookup call's life on a screen: the error line is cleared at each new request, then either
// the result or an error is shown (spec section 4). A late answer to a superseded request is dropped.
import { useCallback, useRef, useState } from 'react';
import type { Envelope } from '@site/shared';

export interface LookupMessages {
  /** Shown when `success` is false and the server sent no message. */
  notFound: string;
  /** Shown when the call throws (no envelope at all); the error is logged. */
  fetchError: string;
}

interface LookupState<T> {
  loading: boolean;
  data: T | null;
  error: string;
}

const idle = { loading: false, data: null, error: '' } as const;

export function useLookup<T>({ notFound, fetchError }: LookupMessages) {
  const [state, setState] = useState<LookupState<T>>(idle);
  const latest = useRef(0);

  const run = useCallback(
    async (call: () => Promise<Envelope<T | null>>) => {
      const request = ++latest.current;
      setState({ loading: true, data: null, error: '' });
      try {
        const envelope = await call();
        if (request !== latest.current) return;
        if (envelope.success && envelope.data !== null) setState({ loading: false, data: envelope.data, error: '' });
        else setState({ loading: false, data: null, error: envelope.message || notFound });
      } catch (error: unknown) {
        if (request !== latest.current) return;
        console.error(fetchError, error);
        setState({ loading: false, data: null, error: fetchError });
      }
    },
    [notFound, fetchError],
  );

  /** Drops whatever is shown and any answer still on its way. */
  const clear = useCallback(() => {
    latest.current++;
    setState(idle);
  }, []);

  return { ...state, run, clear };
}
