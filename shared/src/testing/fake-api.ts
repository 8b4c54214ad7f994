// Stands in for the network under the shared axios instance: records each request and answers
// with an envelope, so a feature's api.ts is tested for its method, path, headers and body.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { setApiAdapter } from '../api-client';

/** A request as the fake sees it (method, url, params, headers, data), for answers that depend on it. */
export type FakeRequest = InternalAxiosRequestConfig;

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export function fakeApi(answer: FakeAnswer | ((config: FakeRequest) => FakeAnswer)) {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status = 200, body } = typeof answer === 'function' ? answer(config) : answer;
    const response = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const original = setApiAdapter(adapter);
  return {
    requests,
    last: () => {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
    restore: () => {
      setApiAdapter(original);
    },
  };
}

export const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
