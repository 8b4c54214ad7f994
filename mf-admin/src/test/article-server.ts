// The server as the /admin/articles tests answer it: one answer per address the screen calls, by
// [method, path], set by each test (an address with no answer set gets a loud 599).
import { fail, fakeApi, ok, reply, type Answer, type FakeRequest } from '@site/shared/testing/fake-api';
import { signedInPerson } from './render';

const routes = {
  verify: ['post', /^\/auth\/verify-token$/],
  signOut: ['post', /^\/auth\/sign-out$/],
  list: ['get', /^\/articles$/],
  get: ['get', /^\/articles\/\d+$/],
  create: ['post', /^\/articles$/],
  update: ['put', /^\/articles\/\d+$/],
  toggle: ['post', /^\/articles\/\d+\/toggle-publish$/],
  remove: ['delete', /^\/articles\/\d+$/],
  categories: ['get', /^\/categories$/],
  images: ['get', /^\/articles\/images$/],
  pictures: ['get', /^\/pictures$/],
  me: ['get', /^\/auth\/me$/],
} as const;
export type ArticleRoute = keyof typeof routes;
export type ArticleAnswers = Partial<Record<ArticleRoute, Answer>>;

const routeOf = (request: FakeRequest) =>
  (Object.keys(routes) as ArticleRoute[]).find((route) => request.method === routes[route][0] && routes[route][1].test(request.url ?? ''));

/** The Authorization header a request sends: none from the console, whose session is its HttpOnly cookie. */
export const authorizationOf = (request: FakeRequest) => request.headers.Authorization ?? null;

/** Answers from `answers` as it is when each request comes (a test may change it meanwhile). */
export function fakeArticleServer(answers: ArticleAnswers) {
  const api = fakeApi((config) => {
    const route = routeOf(config);
    if (!route) return { status: 599, body: `unexpected ${config.method ?? ''} ${config.url ?? ''}` };
    // Who is signed in: an owner, who may edit articles, unless a test says otherwise.
    const standing = route === 'me' ? ok(signedInPerson()) : fail('no answer set', 599);
    return reply(answers[route] ?? standing, config);
  });
  /** The requests sent to `route`, in order. */
  const sentTo = (route: ArticleRoute) => api.requests.filter((request) => routeOf(request) === route);
  return { api, sentTo };
}
