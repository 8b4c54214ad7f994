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

/** An answer, or how to answer a given request (a promise to hold the answer back, a throw for no answer at all). */
export type Answer = FakeAnswer | ((config: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** The default: a request the test did not expect fails loudly (as a 599 the screen shows as an error). */
const unexpected: Answer = (config) => ({ status: 599, body: `no answer set for ${config.method ?? ''} ${config.url ?? ''}` });

/** What `answer` gives for this request. */
export function reply(answer: Answer, config: FakeRequest): FakeAnswer | Promise<FakeAnswer> {
  return typeof answer === 'function' ? answer(config) : answer;
}

export function fakeApi(answer: Answer = unexpected) {
  const requests: FakeRequest[] = [];
  const onceAnswers: Answer[] = [];
  let always = answer;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status = 200, body } = await reply(onceAnswers.shift() ?? always, config);
    const response = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const original = setApiAdapter(adapter);
  const api = {
    requests,
    last: () => {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
    /** Answers every later request with `next`. */
    answer: (next: Answer) => {
      always = next;
      return api;
    },
    /** Answers the next request not yet answered with `next` (queued, before the standing answer). */
    answerOnce: (next: Answer) => {
      onceAnswers.push(next);
      return api;
    },
    restore: () => {
      setApiAdapter(original);
    },
  };
  return api;
}

/** Answers by method and path ('GET /courses/7'); a request no route names gets the loud default. */
export function byRoute(routes: Record<string, Answer>): Answer {
  return (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    return reply(routes[key] ?? unexpected, config);
  };
}

export const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });

/**
 * A paged list as the server answers it: of `items`, the page the request's `page` and `pageSize` name (1 and
 * 100 when absent), with the page's number, size and the total beside it; `only` narrows the items first
 * (a filter the request names, such as a category).
 */
export const pagesOf =
  <T>(items: readonly T[], only: (item: T, config: FakeRequest) => boolean = () => true) =>
  (config: FakeRequest) => {
    const params = (config.params ?? {}) as { page?: number; pageSize?: number };
    const number = params.page ?? 1;
    const size = params.pageSize ?? 100;
    const matching = items.filter((item) => only(item, config));
    return { body: { success: true, data: matching.slice((number - 1) * size, number * size), message: '', page: { number, size, total: matching.length } } };
  };

/** The server's refusal: its envelope with `success: false` and the message. */
export const fail = (message: string, status = 400) => ({ status, body: { success: false, data: null, message } });

/** No answer at all (the network dropped): axios's own "Network Error". */
export const networkError = (config: FakeRequest): never => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};

/** The answers in turn, one a request; the last one answers every request after. */
export function inTurn(...answers: [Answer, ...Answer[]]): Answer {
  let next = 0;
  return (config) => reply(answers[Math.min(next++, answers.length - 1)]!, config);
}

/**
 * A page test whose page makes one read: `const serve = servedRead('GET /lectors')`, then `serve(ok([...]))`
 * in each test (it returns the fake, to read its requests). The fake is put back after each test.
 */
export function servedRead(route: string): (answer: Answer) => ReturnType<typeof fakeApi> {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    api?.restore();
    api = undefined;
  });
  return (answer) => (api = fakeApi(byRoute({ [route]: answer })));
}

/**
 * A test of a feature's api.ts: `const fake = fakeApiPerTest()`, then `const api = fake(ok(...))` in each test.
 * console.error is silenced while each test runs; the fake and the console are put back after it.
 */
export function fakeApiPerTest(): (answer?: Answer) => ReturnType<typeof fakeApi> {
  let api: ReturnType<typeof fakeApi> | undefined;
  let consoleError: jest.SpyInstance | undefined;
  beforeEach(() => (consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => {
    api?.restore();
    api = undefined;
    consoleError?.mockRestore();
  });
  return (answer) => (api = fakeApi(answer));
}
