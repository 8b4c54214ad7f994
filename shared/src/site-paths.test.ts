import { sitePages, staffAreas, staffPathNames, type SitePage } from './site-pages';
import { matchSitePath, pathTo, sitePaths } from './site-paths';

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

describe('the page table', () => {
  it('names as staff screens every page under /admin and /clients, and nothing else', () => {
    const underStaffAreas = Object.entries(sitePaths)
      .filter(([, pattern]) => pattern.startsWith('/admin') || pattern.startsWith('/clients'))
      .map(([name]) => name);
    expect([...staffPathNames].sort()).toEqual(underStaffAreas.sort());
  });

  it('disallows to crawlers no area a public page is in', () => {
    const publicAreas = (Object.keys(sitePages) as (keyof typeof sitePages)[])
      .filter((name) => sitePages[name].audience === 'public')
      .map((name) => `/${sitePaths[name].split('/')[1]}`);
    expect(staffAreas.filter((area) => publicAreas.includes(area))).toEqual([]);
  });

  it('does not compile a page without its decisions, nor a staff screen in the sitemap or indexed', () => {
    // @ts-expect-error a page must say whether it is in the sitemap and indexed
    const undecided: SitePage = { audience: 'public' };
    // @ts-expect-error a staff screen is never listed
    const listedStaff: SitePage = { audience: 'staff', sitemap: 'listed', indexed: false };
    // @ts-expect-error a staff screen is never indexed
    const indexedStaff: SitePage = { audience: 'staff', sitemap: 'not listed', indexed: true };
    // @ts-expect-error every page of sitePaths needs its decisions
    const missingPage: Record<keyof typeof sitePaths, SitePage> = { home: { audience: 'public', sitemap: 'listed', indexed: true } };
    expect([undecided, listedStaff, indexedStaff, missingPage]).toHaveLength(4);
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
