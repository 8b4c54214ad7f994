// Every page of the site, written once with what is decided about it: the shell's route table uses these
// patterns, the server answers 404 for an address that matches none (the browser still shows its not-found
// page), /sitemap.xml and /robots.txt are made from the decisions, and a test renders every public page to see
// that its robots meta says what `indexed` says. A page added without its decisions does not compile.

/** In /sitemap.xml: the page itself, one entry per course, event or article (read from the database), or not at all. */
export type SitemapDecision = 'listed' | 'one per item' | 'not listed';

export type SitePage =
  | {
      path: string;
      audience: 'public';
      sitemap: SitemapDecision;
      /** false: the page says `noindex` (forms, links from e-mail). */
      indexed: boolean;
    }
  /** Staff screens: never listed nor indexed (robots.txt disallows their areas), never rendered with data but by the browser. */
  | { path: string; audience: 'staff'; sitemap: 'not listed'; indexed: false };

export const sitePages = {
  home: { path: '/', audience: 'public', sitemap: 'listed', indexed: true },
  courses: { path: '/courses', audience: 'public', sitemap: 'listed', indexed: true },
  course: { path: '/courses/:slug', audience: 'public', sitemap: 'one per item', indexed: true },
  vipPackage: { path: '/vip-package/:slug', audience: 'public', sitemap: 'one per item', indexed: true },
  lectors: { path: '/lectors', audience: 'public', sitemap: 'listed', indexed: true },
  events: { path: '/events', audience: 'public', sitemap: 'listed', indexed: true },
  event: { path: '/events/:slug', audience: 'public', sitemap: 'one per item', indexed: true },
  articles: { path: '/articles', audience: 'public', sitemap: 'listed', indexed: true },
  article: { path: '/articles/:slug', audience: 'public', sitemap: 'one per item', indexed: true },
  contact: { path: '/contact', audience: 'public', sitemap: 'listed', indexed: true },
  iban: { path: '/iban', audience: 'public', sitemap: 'listed', indexed: true },
  privacy: { path: '/privacy', audience: 'public', sitemap: 'listed', indexed: true },
  terms: { path: '/terms', audience: 'public', sitemap: 'listed', indexed: true },
  marketing: { path: '/marketing', audience: 'public', sitemap: 'listed', indexed: true },
  cookies: { path: '/cookies', audience: 'public', sitemap: 'listed', indexed: true },
  /** The free-consultation form as a page of its own (the home page's button opens it in a modal once scripts run). */
  consultation: { path: '/consultation', audience: 'public', sitemap: 'not listed', indexed: false },
  /** Each sign-up form as a page of its own (the detail page's button opens it in a modal once scripts run). */
  courseSignUp: { path: '/courses/:slug/sign-up', audience: 'public', sitemap: 'not listed', indexed: false },
  vipSignUp: { path: '/vip-package/:slug/sign-up', audience: 'public', sitemap: 'not listed', indexed: false },
  eventSignUp: { path: '/events/:slug/sign-up', audience: 'public', sitemap: 'not listed', indexed: false },
  /** The withdrawal link of a message: one button that withdraws marketing consent. */
  unsubscribe: { path: '/unsubscribe/:token', audience: 'public', sitemap: 'not listed', indexed: false },
  adminArticles: { path: '/admin/articles', audience: 'staff', sitemap: 'not listed', indexed: false },
  /** The staff console's other sections (mf-admin's console-sections.ts). */
  adminSection: { path: '/admin/:section', audience: 'staff', sitemap: 'not listed', indexed: false },
  clientsByEmail: { path: '/clients/by-email', audience: 'staff', sitemap: 'not listed', indexed: false },
  clientsFiltered: { path: '/clients/filtered', audience: 'staff', sitemap: 'not listed', indexed: false },
  /** The leads inbox. */
  clientsInbox: { path: '/clients', audience: 'staff', sitemap: 'not listed', indexed: false },
  /** One person's card. After the static '/clients/…' pages: matchSitePath takes the first pattern that matches. */
  clientCard: { path: '/clients/:id', audience: 'staff', sitemap: 'not listed', indexed: false },
} as const satisfies Record<string, SitePage>;

export type SitePathName = keyof typeof sitePages;

const pageNames = Object.keys(sitePages) as SitePathName[];

/** Every page's address pattern: sitePaths.course is '/courses/:slug'. */
export const sitePaths = Object.fromEntries(pageNames.map((name) => [name, sitePages[name].path])) as {
  readonly [Name in SitePathName]: (typeof sitePages)[Name]['path'];
};

/** The pages that exist whatever the database holds and are listed in /sitemap.xml. */
export const sitemapPathNames: readonly SitePathName[] = pageNames.filter((name) => sitePages[name].sitemap === 'listed');

/** Staff screens: never indexed, and never rendered with data by anything but the browser. */
export const staffPathNames: readonly SitePathName[] = pageNames.filter((name) => sitePages[name].audience === 'staff');

/** The first segment of every staff screen's address ('/admin', '/clients'): what robots.txt disallows. */
export const staffAreas: readonly string[] = [...new Set(staffPathNames.map((name) => `/${sitePaths[name].split('/')[1]}`))];

/** The pattern as a child route of the layout ('courses/:slug'). */
export const routePath = (name: SitePathName): string => sitePaths[name].slice(1);

const matchers = (Object.entries(sitePaths) as [SitePathName, string][]).map(([name, pattern]) => ({
  name,
  // ':slug' is one non-empty segment; a trailing slash is the same page, as in the router.
  regex: new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
}));

/** The page an address names (its path, without query or hash), or null when it names none. */
export function matchSitePath(pathname: string): SitePathName | null {
  return matchers.find(({ regex }) => regex.test(pathname))?.name ?? null;
}

/** The address of a page, its parameters encoded: pathTo('courseSignUp', { slug }) is '/courses/{slug}/sign-up'. */
export function pathTo(name: SitePathName, params: Record<string, string> = {}): string {
  return sitePaths[name].replace(/:([a-z]+)/gi, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}): no ${key}`);
    return encodeURIComponent(value);
  });
}
