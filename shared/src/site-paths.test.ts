import { matchSitePath } from './site-paths';

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
  ])('%s is the %s page', (pathname, name) => {
    expect(matchSitePath(pathname)).toBe(name);
  });

  it.each(['/no-such-page', '/courses/a/b', '/admin', '/clients', '/articles//', '/lectors/x', '/coursesx'])('%s names no page', (pathname) => {
    expect(matchSitePath(pathname)).toBeNull();
  });
});
