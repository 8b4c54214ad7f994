// /sitemap.xml and /robots.txt: what a search engine may crawl, and every public page with its last change.
import type { FastifyPluginAsync } from 'fastify';
import { todayInSofia } from '@site/shared/sofia-dates';
import type { RouteContext } from '../routes/route-context';
import { robotsSchema, sitemapSchema } from '../schemas/seo';
import { articlePath, coursePath } from './page-heads';
import { publicOrigin } from './public-origin';
import { renderRobots, renderSitemap, STATIC_PAGES, type SitemapEntry } from './sitemap';
import { pathTo } from '@site/shared/site-paths';

export interface SeoRoutesOptions {
  ctx: RouteContext;
  /** When the shell was built (the date of its static pages); null when the API runs without the site. */
  siteBuiltAt: (() => Promise<Date | null>) | null;
}

/** Crawlers fetch these rarely and a new page may wait a few minutes; they are built fresh on each request. */
const CRAWLER_CACHE = 'public, max-age=600';

const STARTED_AT = new Date();

const latest = (dates: readonly Date[], fallback: Date) => dates.reduce((newest, date) => (date > newest ? date : newest), fallback);

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { ctx, siteBuiltAt }) => {
  const { repos, config } = ctx;

  app.get('/sitemap.xml', { schema: sitemapSchema }, async (request, reply) => {
    const [articles, courses, events, builtAt] = await Promise.all([
      repos.articles.listPublishedForSitemap(),
      repos.courses.listActiveSummaries(),
      repos.events.listUpcomingSummaries(todayInSofia()),
      siteBuiltAt ? siteBuiltAt() : Promise.resolve(null),
    ]);
    // A static page changes when the site is rebuilt; a list page also when what it lists changes.
    const siteDate = builtAt ?? STARTED_AT;
    const articleEntries = articles.map((article) => ({ path: articlePath(article.slug), lastModified: article.lastModified }));
    const courseEntries = courses.map((course) => ({ path: coursePath(course), lastModified: course.updatedAt }));
    const eventEntries = events
      .filter((event) => event.landingPageUrl === null)
      .map((event) => ({ path: pathTo('event', { slug: event.slug }), lastModified: event.updatedAt }));
    const listDates: Record<string, Date> = {
      '/courses': latest(
        courses.map((course) => course.updatedAt),
        siteDate,
      ),
      '/events': latest(
        events.map((event) => event.updatedAt),
        siteDate,
      ),
      '/articles': latest(
        articles.map((article) => article.lastModified),
        siteDate,
      ),
    };
    listDates['/'] = latest(Object.values(listDates), siteDate);
    const staticEntries: SitemapEntry[] = STATIC_PAGES.map((path) => ({ path, lastModified: listDates[path] ?? siteDate }));

    const origin = publicOrigin(request, config.publicUrl);
    reply.header('cache-control', CRAWLER_CACHE).type('application/xml; charset=utf-8');
    return renderSitemap(origin, [...staticEntries, ...courseEntries, ...eventEntries, ...articleEntries]);
  });

  app.get('/robots.txt', { schema: robotsSchema }, async (request, reply) => {
    reply.header('cache-control', CRAWLER_CACHE).type('text/plain; charset=utf-8');
    return renderRobots(publicOrigin(request, config.publicUrl));
  });
};
