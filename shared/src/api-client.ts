// The one axios instance the front-ends use for /api. Components never import axios: features wrap
// these calls in their own typed api.ts.
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import type { Envelope } from './envelope';
import type { FetchOwn } from './server-render';

export const apiClient = axios.create({ baseURL: '/api', headers: { Accept: 'application/json' } });

let inServerRenderer = false;

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    // The spec: the HTTP client logs API errors to the console and rethrows them. (Not in the server's
    // renderer: there the API logs each request itself, and stdout is the server's log.)
    if (!inServerRenderer) console.error('API error', describeApiError(error));
    return Promise.reject(error);
  },
);

function describeApiError(error: unknown): string {
  if (error instanceof AxiosError) {
    const url = error.config?.url?.split('?')[0] ?? '';
    return `${error.config?.method?.toUpperCase() ?? ''} ${url}: ${error.response?.status ?? 'network'} ${apiMessage(error) ?? error.message}`;
  }
  return String(error);
}

/** The server's envelope message carried by a failed call, if it sent one. */
export function apiMessage(error: unknown): string | undefined {
  if (error instanceof AxiosError) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  }
  return undefined;
}

/** HTTP status of a failed call, if the server answered. */
export function apiStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/** An error that carries the server's message, thrown by getData when success is false. */
export class ApiError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Calls the API and returns the whole envelope, also for 4xx answers that carry one. */
export async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  try {
    const response = await apiClient.request<Envelope<T>>(config);
    return response.data;
  } catch (error: unknown) {
    if (error instanceof AxiosError && isEnvelope(error.response?.data)) {
      return error.response.data as Envelope<T>;
    }
    throw error;
  }
}

/** Calls the API and returns `data`, or throws an ApiError with the server's message. */
export async function requestData<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await apiClient.request<Envelope<T>>(config);
    if (!response.data.success) throw new ApiError(response.data.message, response.status);
    return response.data.data;
  } catch (error: unknown) {
    if (error instanceof ApiError) throw error;
    const message = apiMessage(error);
    if (message !== undefined) throw new ApiError(message, apiStatus(error));
    throw error;
  }
}

/**
 * Calls the API for a file (a CSV export) and returns its body. A failure answers with an envelope,
 * which axios hands over as a Blob too: its message is read from it and thrown as an ApiError.
 */
export async function requestBlob(config: AxiosRequestConfig): Promise<Blob> {
  try {
    const response = await apiClient.request<Blob>({ ...config, responseType: 'blob' });
    return response.data;
  } catch (error: unknown) {
    const message = apiMessage(error) ?? (await messageInBlob(error));
    if (message !== undefined) throw new ApiError(message, apiStatus(error));
    throw error;
  }
}

async function messageInBlob(error: unknown): Promise<string | undefined> {
  if (!(error instanceof AxiosError) || !(error.response?.data instanceof Blob)) return undefined;
  try {
    const body: unknown = JSON.parse(await error.response.data.text());
    return isEnvelope(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return !!body && typeof body === 'object' && 'success' in body && 'message' in body;
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

/**
 * On the server's renderer: reads go to this same server in-process instead of over the network, with
 * axios's usual outcome (data parsed, non-2xx answers rejected with an AxiosError carrying the envelope).
 */
export function answerFromThisServer(fetchOwn: FetchOwn): void {
  inServerRenderer = true;
  apiClient.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET') throw new AxiosError(`${method} is not made while rendering on the server`, AxiosError.ERR_NOT_SUPPORT, config);
    const answer = await fetchOwn(apiClient.getUri(config), { headers: { accept: 'application/json' } });
    const response = {
      data: answer.body ? (JSON.parse(answer.body) as unknown) : undefined,
      status: answer.status,
      statusText: '',
      headers: answer.headers,
      config,
      request: null,
    };
    if (config.validateStatus ? config.validateStatus(answer.status) : true) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
  };
}
