// Which pages get their head written by the server, and what goes in it: an article (exactly what
// mf-articles sets in the browser, from @site/shared/article-seo), a course or VIP package and an event
// (as mf-catalog's pages do, plus a canonical link and Open Graph tags).
import type { FastifyRequest } from 'fastify';
import { SITE_NAME, type Article, type EventItem } from '@site/shared';
import { coursePath, courseSignUpPath } from '@site/shared/course-kind';
import { pathTo } from '@site/shared/site-paths';
import { articlePageMeta } from '@site/shared/article-seo';
import { pageMetaAt } from '@site/shared/site-seo';
import type { Repositories } from '../db/create-repositories';
import type { CoursePageSummary } from '../db/repositories/courses';
import type { PageHead } from './page-head';
import { publicOrigin } from './public-origin';

/**
 * A page with its head; a detail route whose slug names nothing public (404); a course opened under
 * the other section's address (redirect to its own); or any other path (unchanged).
 */
export type PageHeadLookup = { found: true; head: PageHead } | { found: false } | { redirectTo: string } | null;

export type PageHeadResolver = (request: FastifyRequest, pathname: string) => Promise<PageHeadLookup>;

const DETAIL_PAGE = /^\/(articles|courses|vip-package|events)\/([^/]+)(\/sign-up)?\/?$/;
const MAX_SLUG_LENGTH = 200;

/** The document title the browser sets (applyPageMeta in @site/shared). */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export { articlePath } from '@site/shared/article-seo';
export { coursePath } from '@site/shared/course-kind';

/** The browser's article head (articlePageMeta), with the document title it sets. */
export function articlePageHead(article: Article, origin: string): PageHead {
  return { ...articlePageMeta(article, origin), title: documentTitle(article.title) };
}

/** A course image is free text: only an http(s) URL or a path on this site becomes og:image. */
function absoluteImage(image: string | null, origin: string): string | undefined {
  if (!image?.trim()) return undefined;
  const url = URL.canParse(image.trim(), origin) ? new URL(image.trim(), origin) : null;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : undefined;
}

/** The head of a catalog page (a course, a VIP package, an event): the browser's page head at that address. */
function catalogPageHead(page: { path: string; title: string; description?: string; image?: string | null }, origin: string): PageHead {
  const image = absoluteImage(page.image ?? null, origin);
  const meta = pageMetaAt(new URL(page.path, origin), { title: page.title, description: page.description, ...(image ? { image } : {}) });
  return { ...meta, title: documentTitle(page.title) };
}

/** An event page: what mf-catalog's event page sets (title, description), plus canonical and Open Graph. */
export function eventPageHead(event: Pick<EventItem, 'slug' | 'title' | 'shortDescription'>, origin: string): PageHead {
  return catalogPageHead({ path: pathTo('event', { slug: event.slug }), title: event.title, description: event.shortDescription }, origin);
}

/** The canonical address is the course's own page: a VIP package opened under /courses/ points to /vip-package/. */
export function coursePageHead(course: CoursePageSummary, origin: string): PageHead {
  return catalogPageHead({ path: coursePath(course), title: course.title, description: course.shortDescription, image: course.image }, origin);
}

/** One indexed query for a detail page; nothing for every other path. */
export function createPageHeadResolver(repos: Repositories, configuredOrigin: string | null): PageHeadResolver {
  return async (request, pathname) => {
    const match = DETAIL_PAGE.exec(pathname);
    if (!match) return null;
    const [, section, encodedSlug = '', signUp] = match;
    let slug: string;
    try {
      slug = decodeURIComponent(encodedSlug);
    } catch {
      return { found: false };
    }
    if (slug.length > MAX_SLUG_LENGTH) return { found: false };
    const origin = publicOrigin(request, configuredOrigin);
    if (signUp) return signUpPageHead(repos, section, slug, origin);
    if (section === 'articles') {
      const article = await repos.articles.findPublishedBySlug(slug);
      return article ? { found: true, head: articlePageHead(article, origin) } : { found: false };
    }
    if (section === 'events') {
      // The same lookup as GET /api/events/slug/{slug}, which the event page shows.
      const event = await repos.events.findBySlug(slug);
      return event ? { found: true, head: eventPageHead(event, origin) } : { found: false };
    }
    const course = await repos.courses.findActiveSummaryBySlug(slug);
    if (!course) return { found: false };
    // A VIP package has its page under /vip-package/, any other course under /courses/ (as the browser does).
    const ownPath = coursePath(course);
    if (ownPath !== `/${section}/${encodeURIComponent(slug)}`) return { redirectTo: ownPath };
    return { found: true, head: coursePageHead(course, origin) };
  };
}

/** A sign-up form's page (/courses|vip-package|events/{slug}/sign-up): a form, not content, so never indexed. */
async function signUpPageHead(repos: Repositories, section: string | undefined, slug: string, origin: string): Promise<PageHeadLookup> {
  const noindex = (title: string, path: string): PageHeadLookup => ({
    found: true,
    head: { ...pageMetaAt(new URL(path, origin), { title }), title: documentTitle(title), robots: 'noindex' },
  });
  if (section === 'events') {
    const event = await repos.events.findBySlug(slug);
    return event ? noindex(`Записване за „${event.title}“`, pathTo('eventSignUp', { slug })) : { found: false };
  }
  if (section !== 'courses' && section !== 'vip-package') return { found: false };
  const course = await repos.courses.findActiveSummaryBySlug(slug);
  if (!course) return { found: false };
  const ownPath = courseSignUpPath(course);
  if (ownPath !== `/${section}/${encodeURIComponent(slug)}/sign-up`) return { redirectTo: ownPath };
  return noindex(`Записване за „${course.title}“`, ownPath);
}
