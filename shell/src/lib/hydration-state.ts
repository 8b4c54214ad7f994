// What a server-rendered page hands to the browser so that it hydrates without loading anything twice:
// the router's loader data (and errors) and the query cache the loaders filled.
import type { DehydratedState } from '@tanstack/react-query';
import type { SubmittedForm } from '@site/shared/page-forms';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';

export const HYDRATION_ELEMENT_ID = 'hydration-state';

type SerializedError = { kind: 'response'; status: number; statusText: string; data: unknown } | { kind: 'error'; message: string };

export interface HydrationState {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
  queries: DehydratedState;
  /** A form the server answered without scripts: the page was rendered with it. */
  submittedForm?: SubmittedForm;
}

export function serializeErrors(errors: Record<string, unknown> | null): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]): [string, SerializedError] => [
      routeId,
      isRouteErrorResponse(error)
        ? { kind: 'response', status: error.status, statusText: error.statusText, data: error.data as unknown }
        : { kind: 'error', message: error instanceof Error ? error.message : String(error) },
    ]),
  );
}

export function deserializeErrors(errors: HydrationState['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      error.kind === 'response' ? new ErrorResponse(error.status, error.statusText, error.data) : new Error(error.message),
    ]),
  );
}

/** JSON that is safe inside a <script> element (no '</script>', no '<!--'). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function jsonScript(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${scriptJson(value)}</script>`;
}

export function readHydrationState(): HydrationState | null {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as HydrationState;
}
