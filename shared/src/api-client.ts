// The one axios instance the front-ends use for /api. Components never import axios: features wrap
// these calls in their own typed api.ts.
// Types as `import('axios')` below sees them (the ESM declarations; a plain type import would get the CommonJS ones).
import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios' with { 'resolution-mode': 'import' };
import type { Envelope } from './envelope';
import type { FetchOwn } from './server-render';

/** Where the API is, on every page's own origin. */
const API_BASE = '/api';

let client: Promise<AxiosInstance> | undefined;
let adapter: AxiosAdapter | undefined;
let inServerRenderer = false;

/**
 * The instance, made on the first call. axios is loaded then, not with the page: a server-rendered
 * page hydrates without a request, and evaluating axios there cost a phone ~40 ms of blocked main thread.
 */
function axiosClient(): Promise<AxiosInstance> {
  if (client) return client;
  client = import('axios').then(({ default: axios }) => {
    const instance = axios.create({ baseURL: API_BASE, headers: { Accept: 'application/json' } });
    instance.interceptors.response.use(
      (response) => response,
      (error: unknown) => {
        // The spec: the HTTP client logs API errors to the console and rethrows them. (Not in the server's
        // renderer: there the API logs each request itself, and stdout is the server's log.)
        if (!inServerRenderer) console.error('API error', describeApiError(error));
        return Promise.reject(error);
      },
    );
    return instance;
  });
  // A failed load (the network dropped) is tried again by the next call, not remembered for the page's life.
  client.catch(() => (client = undefined));
  return client;
}

/** Loads axios ahead of the first call (the page does when the visitor first reaches for it). */
export function prepareApiClient(): void {
  void axiosClient();
}

/** Answers every call with `next` instead of the network (tests, the server's renderer); returns the one before. */
export function setApiAdapter(next: AxiosAdapter | undefined): AxiosAdapter | undefined {
  const previous = adapter;
  adapter = next;
  return previous;
}

async function send<T>(config: AxiosRequestConfig) {
  // The adapter of the moment the call is made, not of the moment axios has loaded.
  const answerWith = adapter;
  const instance = await axiosClient();
  return instance.request<T>(answerWith ? { ...config, adapter: answerWith } : config);
}

/** The error as axios's, if axios raised it (checked without loading axios). */
function asAxiosError(error: unknown): AxiosError | undefined {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true ? (error as AxiosError) : undefined;
}

function describeApiError(error: unknown): string {
  const failure = asAxiosError(error);
  if (failure) {
    const url = failure.config?.url?.split('?')[0] ?? '';
    return `${failure.config?.method?.toUpperCase() ?? ''} ${url}: ${failure.response?.status ?? 'network'} ${apiMessage(error) ?? failure.message}`;
  }
  return String(error);
}

/** The server's envelope message carried by a failed call, if it sent one. */
export function apiMessage(error: unknown): string | undefined {
  const failure = asAxiosError(error);
  if (failure) {
    const body: unknown = failure.response?.data;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  }
  return undefined;
}

/** HTTP status of a failed call, if the server answered. */
export function apiStatus(error: unknown): number | undefined {
  return asAxiosError(error)?.response?.status;
}

/** An error that carries the server's message, thrown by getData when success is false. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Calls the API and returns the whole envelope, also for 4xx answers that carry one. */
export async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  try {
    const response = await send<Envelope<T>>(config);
    return response.data;
  } catch (error: unknown) {
    const body = asAxiosError(error)?.response?.data;
    if (isEnvelope(body)) return body as Envelope<T>;
    throw error;
  }
}

/** Calls the API and returns `data`, or throws an ApiError with the server's message. */
export async function requestData<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await send<Envelope<T>>(config);
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
 * A POST whose answer's data the page does not need (an article's view: the page shows the count it loaded
 * plus one). In the browser it goes with fetch, so a page that makes no other call never loads axios (20 KB of
 * a phone's download); a failure is logged as every API error is and thrown as an ApiError. With an adapter
 * (tests) it goes through axios and the adapter, as every other call does.
 */
export async function requestWithoutAnswer(url: string): Promise<void> {
  if (adapter) {
    await requestData<unknown>({ url, method: 'POST' });
    return;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${url}`, { method: 'POST', headers: { Accept: 'application/json' }, keepalive: true });
  } catch (error: unknown) {
    console.error('API error', `POST ${url}: network ${String(error)}`);
    throw error;
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => undefined);
  const message = envelopeMessage(body) ?? response.statusText;
  console.error('API error', `POST ${url}: ${response.status} ${message}`);
  throw new ApiError(message, response.status);
}

/**
 * Calls the API for a file (a CSV export) and returns its body. A failure answers with an envelope,
 * which axios hands over as a Blob too: its message is read from it and thrown as an ApiError.
 */
export async function requestBlob(config: AxiosRequestConfig): Promise<Blob> {
  try {
    const response = await send<Blob>({ ...config, responseType: 'blob' });
    return response.data;
  } catch (error: unknown) {
    const message = apiMessage(error) ?? (await messageInBlob(error));
    if (message !== undefined) throw new ApiError(message, apiStatus(error));
    throw error;
  }
}

async function messageInBlob(error: unknown): Promise<string | undefined> {
  const data = asAxiosError(error)?.response?.data;
  if (!(data instanceof Blob)) return undefined;
  try {
    const body: unknown = JSON.parse(await data.text());
    return envelopeMessage(body);
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return !!body && typeof body === 'object' && 'success' in body && 'message' in body;
}

/** The message of an envelope, when the body is one and says something. */
function envelopeMessage(body: unknown): string | undefined {
  return isEnvelope(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
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
  setApiAdapter(async (config) => {
    const { AxiosError } = await import('axios');
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET') throw new AxiosError(`${method} is not made while rendering on the server`, AxiosError.ERR_NOT_SUPPORT, config);
    const answer = await fetchOwn((await axiosClient()).getUri(config), { headers: { accept: 'application/json' } });
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
  });
}
