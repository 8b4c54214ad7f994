// Every page address of the site, written once: the shell's route table uses these patterns, and the
// server answers 404 for an address that matches none (the browser still shows its not-found page). What is
// decided about each page (audience, sitemap, indexing) is in site-pages.ts, which must name every one.
export const sitePaths = {
  home: '/',
  courses: '/courses',
  course: '/courses/:slug',
  vipPackage: '/vip-package/:slug',
  lectors: '/lectors',
  events: '/events',
  event: '/events/:slug',
  articles: '/articles',
  article: '/articles/:slug',
  contact: '/contact',
  iban: '/iban',
  privacy: '/privacy',
  terms: '/terms',
  marketing: '/marketing',
  cookies: '/cookies',
  /** The free-consultation form as a page of its own (the home page's button opens it in a modal once scripts run). */
  consultation: '/consultation',
  /** Each sign-up form as a page of its own (the detail page's button opens it in a modal once scripts run). */
  courseSignUp: '/courses/:slug/sign-up',
  vipSignUp: '/vip-package/:slug/sign-up',
  eventSignUp: '/events/:slug/sign-up',
  /** The withdrawal link of a message: one button that withdraws marketing consent. */
  unsubscribe: '/unsubscribe/:token',
  adminArticles: '/admin/articles',
  /** The staff console's other sections (mf-admin's console-sections.ts). */
  adminSection: '/admin/:section',
  clientsByEmail: '/clients/by-email',
  clientsFiltered: '/clients/filtered',
  /** The leads inbox. */
  clientsInbox: '/clients',
  /** One person's card. After the static '/clients/…' pages: matchSitePath takes the first pattern that matches. */
  clientCard: '/clients/:id',
} as const;

export type SitePathName = keyof typeof sitePaths;

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
