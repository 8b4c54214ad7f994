// Every console write from a button or a form, on TanStack Query's useMutation: one at a time (a second press
// while it runs sends nothing), the previous message cleared when it starts, no open session or a refused one
// (401) sending the user back to the gate, and any other failure said in the status region. The reads a write
// changed are read again before it is over, so `isPending` stays on until the page shows the change.
import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { isUnauthorized } from './api-errors';
import { useFeedbackStore } from './feedback-store';
import { sessionOpen, useSessionStore } from './session-store';

/** Text for the status region, or null when the failure was reported otherwise (e.g. on a field). */
export type ErrorMessage = (error: unknown) => string | null;

/** What the user is told of a write, which the screen that starts it decides. */
export interface ConsoleFeedback<Data, Variables = void> {
  /** The failure's text for the status region, or null when the screen said it itself (beside a field, in a dialog). */
  errorMessage: (error: unknown, variables: Variables) => string | null;
  /** Said in the status region once the changed reads are fresh (null: nothing to say). */
  successMessage?: (data: Data, variables: Variables) => string | null;
  /** What else follows a success (a form emptied, a dialog closed), once the changed reads are fresh. */
  onSuccess?: (data: Data, variables: Variables) => unknown;
}

export interface ConsoleMutationOptions<Data, Variables = void> extends ConsoleFeedback<Data, Variables> {
  mutationFn: (variables: Variables) => Promise<Data>;
  /** The reads the write changes, invalidated (and the shown ones read again) before the write is over. */
  invalidates?: readonly QueryKey[];
}

/** useMutation's result, started only through `mutate` (which checks the session first). */
export type ConsoleMutation<Data, Variables = void> = Omit<UseMutationResult<Data, Error, Variables>, 'mutate' | 'mutateAsync'> & {
  mutate: (variables: Variables) => void;
};

const NONE: readonly QueryKey[] = [];

export function useConsoleMutation<Data, Variables = void>({
  mutationFn,
  invalidates = NONE,
  errorMessage,
  successMessage,
  onSuccess,
}: ConsoleMutationOptions<Data, Variables>): ConsoleMutation<Data, Variables> {
  const queryClient = useQueryClient();
  // `isPending` reaches the screen a moment after the write starts: a second press in between must not send again.
  const running = useRef(false);
  const { mutate, mutateAsync, ...state } = useMutation({
    // The variables alone: an API function's optional second parameter is not the mutation's context.
    mutationFn: (variables: Variables) => mutationFn(variables),
    // Offline, a write fails and says so at once instead of waiting for the network.
    networkMode: 'always',
    onSuccess: async (data, variables) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(data, variables);
      const text = successMessage?.(data, variables);
      if (text) useFeedbackStore.getState().showSuccess(text);
    },
    onError: (error, variables) => {
      if (isUnauthorized(error)) {
        useSessionStore.getState().expire();
        return;
      }
      const text = errorMessage(error, variables);
      if (text !== null) useFeedbackStore.getState().showError(text);
    },
    onSettled: () => {
      running.current = false;
    },
  });

  const start = useCallback(
    (variables: Variables) => {
      if (running.current) return;
      useFeedbackStore.getState().clear();
      if (!sessionOpen()) {
        useSessionStore.getState().expire();
        return;
      }
      running.current = true;
      mutate(variables);
    },
    [mutate],
  );

  return { ...state, mutate: start };
}
