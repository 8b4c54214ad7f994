// The server as a catalog page sees it: one item read by slug (a course, a VIP package or an event)
// and the sign-up. Built on the shared fake API, so the pages' real api.ts send the requests.
import { fail, fakeApi, reply, type Answer, type FakeRequest } from '@site/shared/testing/fake-api';

export function fakeCatalogApi(item: Answer, registration: Answer = fail('no sign-up answer set', 599)) {
  const api = fakeApi((config) => {
    if (config.method === 'get' && /^\/(courses|events)\/slug\//.test(config.url ?? '')) return reply(item, config);
    if (config.method === 'post' && config.url === '/clients/register') return reply(registration, config);
    return { status: 599, body: `unexpected ${config.method ?? ''} ${config.url ?? ''}` };
  });
  return {
    ...api,
    /** The paths read, in order. */
    reads: () => api.requests.filter((request: FakeRequest) => request.method === 'get').map((request) => request.url),
    /** The bodies of the sign-ups sent, in order. */
    signUps: () =>
      api.requests
        .filter((request: FakeRequest) => request.method === 'post' && request.url === '/clients/register')
        .map((request) => JSON.parse(String(request.data)) as Record<string, unknown>),
  };
}

/**
 * For a detail page's tests: `serve` gives each test its own fake with these answers; console.error is
 * silenced (the tests read what the page logged), and after each test the fake, real timers and the spies are
 * put back.
 */
export function serveCatalogItemPerTest() {
  let api: ReturnType<typeof fakeCatalogApi> | undefined;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    api?.restore();
    api = undefined;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
  return (item: Answer, registration?: Answer) => (api = fakeCatalogApi(item, registration));
}
