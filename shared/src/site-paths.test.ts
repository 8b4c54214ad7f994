import { matchSitePath, pathTo, sitePaths, staffPathNames } from './site-paths';

describe('matchSitePath', () => {
  it.each([
    ['/', 'home'],
    ['/courses', 'courses'],
    ['/courses/', 'courses'],
    ['/courses/biznes-planirane', 'course'],
    ['/vip-package/vip-paket', 'vipPackage'],
    ['/events/seminar', 'event'],
    ['/articles/biznes-plan', 'article'],
    ['/cookies', 'cookies'],
    ['/admin/articles', 'adminArticles'],
    ['/clients/filtered', 'clientsFiltered'],
    ['/clients/by-email', 'clientsByEmail'],
    ['/clients', 'clientsInbox'],
    ['/clients/', 'clientsInbox'],
    ['/clients/42', 'clientCard'],
    ['/consultation', 'consultation'],
    ['/courses/biznes-planirane/sign-up', 'courseSignUp'],
    ['/vip-package/vip-paket/sign-up', 'vipSignUp'],
    ['/events/seminar/sign-up', 'eventSignUp'],
    ['/unsubscribe/12.abc', 'unsubscribe'],
  ])('%s is the %s page', (pathname, name) => {
    expect(matchSitePath(pathname)).toBe(name);
  });

  it.each(['/no-such-page', '/courses/a/b', '/admin', '/clients/42/x', '/articles//', '/lectors/x', '/coursesx'])('%s names no page', (pathname) => {
    expect(matchSitePath(pathname)).toBeNull();
  });
});

describe('staffPathNames', () => {
  it('names every page under /admin and /clients, and nothing else', () => {
    const staffAreas = Object.entries(sitePaths)
      .filter(([, pattern]) => pattern.startsWith('/admin') || pattern.startsWith('/clients'))
      .map(([name]) => name);
    expect([...staffPathNames].sort()).toEqual(staffAreas.sort());
  });
});

describe('pathTo', () => {
  it("fills in a page's parameters, encoded", () => {
    expect(pathTo('courses')).toBe('/courses');
    expect(pathTo('courseSignUp', { slug: 'biznes-planirane' })).toBe('/courses/biznes-planirane/sign-up');
    expect(pathTo('article', { slug: 'а б/в' })).toBe('/articles/%D0%B0%20%D0%B1%2F%D0%B2');
    expect(() => pathTo('event')).toThrow('pathTo(event): no slug');
  });
});
