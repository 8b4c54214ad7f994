// What is decided about every page of site-paths.ts: its audience, whether /sitemap.xml lists it and whether
// it is indexed. It must name every page (a page added to sitePaths without its decisions does not compile);
// /sitemap.xml and /robots.txt are made from it, and a test renders every public page to see that its robots
// meta says what `indexed` says. Kept apart from the patterns: the browser's bundles need only those.
import { sitePaths, type SitePathName } from './site-paths';

/** In /sitemap.xml: the page itself, one entry per course, event or article (read from the database), or not at all. */
export type SitemapDecision = 'listed' | 'one per item' | 'not listed';

export type SitePage =
  | {
      audience: 'public';
      sitemap: SitemapDecision;
      /** false: the page says `noindex` (forms, links from e-mail). */
      indexed: boolean;
    }
  /** Staff screens: never listed nor indexed (robots.txt disallows their areas), never rendered with data but by the browser. */
  | { audience: 'staff'; sitemap: 'not listed'; indexed: false };

export const sitePages = {
  home: { audience: 'public', sitemap: 'listed', indexed: true },
  courses: { audience: 'public', sitemap: 'listed', indexed: true },
  course: { audience: 'public', sitemap: 'one per item', indexed: true },
  vipPackage: { audience: 'public', sitemap: 'one per item', indexed: true },
  lectors: { audience: 'public', sitemap: 'listed', indexed: true },
  events: { audience: 'public', sitemap: 'listed', indexed: true },
  event: { audience: 'public', sitemap: 'one per item', indexed: true },
  articles: { audience: 'public', sitemap: 'listed', indexed: true },
  article: { audience: 'public', sitemap: 'one per item', indexed: true },
  contact: { audience: 'public', sitemap: 'listed', indexed: true },
  iban: { audience: 'public', sitemap: 'listed', indexed: true },
  privacy: { audience: 'public', sitemap: 'listed', indexed: true },
  terms: { audience: 'public', sitemap: 'listed', indexed: true },
  marketing: { audience: 'public', sitemap: 'listed', indexed: true },
  cookies: { audience: 'public', sitemap: 'listed', indexed: true },
  /** The free-consultation form as a page of its own (the home page's button opens it in a modal once scripts run). */
  consultation: { audience: 'public', sitemap: 'not listed', indexed: false },
  /** Each sign-up form as a page of its own (the detail page's button opens it in a modal once scripts run). */
  courseSignUp: { audience: 'public', sitemap: 'not listed', indexed: false },
  vipSignUp: { audience: 'public', sitemap: 'not listed', indexed: false },
  eventSignUp: { audience: 'public', sitemap: 'not listed', indexed: false },
  /** The withdrawal link of a message: one button that withdraws marketing consent. */
  unsubscribe: { audience: 'public', sitemap: 'not listed', indexed: false },
  adminArticles: { audience: 'staff', sitemap: 'not listed', indexed: false },
  /** The staff console's other sections (mf-admin's console-sections.ts). */
  adminSection: { audience: 'staff', sitemap: 'not listed', indexed: false },
  clientsByEmail: { audience: 'staff', sitemap: 'not listed', indexed: false },
  clientsFiltered: { audience: 'staff', sitemap: 'not listed', indexed: false },
  /** The leads inbox. */
  clientsInbox: { audience: 'staff', sitemap: 'not listed', indexed: false },
  /** One person's card. */
  clientCard: { audience: 'staff', sitemap: 'not listed', indexed: false },
} as const satisfies Record<SitePathName, SitePage>;

const pageNames = Object.keys(sitePages) as SitePathName[];

/** The pages that exist whatever the database holds and are listed in /sitemap.xml. */
export const sitemapPathNames: readonly SitePathName[] = pageNames.filter((name) => sitePages[name].sitemap === 'listed');

/** Staff screens: never indexed, and never rendered with data by anything but the browser. */
export const staffPathNames: readonly SitePathName[] = pageNames.filter((name) => sitePages[name].audience === 'staff');

/** The first segment of every staff screen's address ('/admin', '/clients'): what robots.txt disallows. */
export const staffAreas: readonly string[] = [...new Set(staffPathNames.map((name) => `/${sitePaths[name].split('/')[1]}`))];
