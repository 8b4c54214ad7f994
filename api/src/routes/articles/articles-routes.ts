// Articles: public reads of published articles, drafts for the administrator, views and the writes.
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ok, okPage, validateArticleInput, type Article, type ArticleInput } from '@site/shared';
import type { ArticlesRepository } from '../../db/repositories/articles';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { ArticleInputSchema, ArticleSchema, ArticleSummarySchema, ArticleViewCountSchema } from '@site/shared/contracts/article';
import { articleCardsQuery, includeUnpublishedQuery, type ArticleCardsQuery } from '../../schemas/articles';
import { staffSecurity, idParams, noQuery, pageOf, pageQuery, pageResponses, responses, slugParams, type PageQuery } from '../../schemas/common';
import { JSON_TYPE, sendCachedAnswer } from '../../lib/send-cached-answer';
import { keepAndSend, sendPublicPage, type RouteOptions } from '../route-context';
import { refuseUnknownPicture } from '../picture-reference';
import { categoryMessages } from '../categories/categories-routes';
import { createAndReplaceRoutes } from '../create-and-replace-routes';

export const articleMessages = {
  notFound: 'Статията не е намерена',
  slugTaken: 'Статия с този адрес (slug) вече съществува',
  unknownCategory: 'Избраната категория не съществува',
  created: 'Статията е създадена успешно!',
  updated: 'Статията е обновена успешно!',
  deleted: 'Статията е изтрита успешно!',
  toggled: 'Статусът е променен успешно!',
} as const;

const tags = ['articles'];
/** The kept reads of one article (by slug and by id): a view forgets them. */
const articleTag = (id: number) => `article:${id}`;

function assertValidInput(input: ArticleInput): void {
  const errors = validateArticleInput(input);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw badRequest(message, { field, errors });
}

/**
 * Articles whose content was sanitised under other rules (an older version's sanitize-html, or another
 * PUBLIC_URL) are sanitised again, once: each row records the rules it was stored under. Every process does
 * this on start; a row changed since it was read (an edit, or a process starting at the same time) is left
 * to that change. Logs the count, never content.
 */
export async function resanitizeStoredArticles(articles: ArticlesRepository, log: FastifyBaseLogger): Promise<number> {
  const stale = await articles.listSanitizedOtherwise();
  let sanitised = 0;
  for (const { id, content } of stale) if (await articles.resanitize(id, content)) sanitised += 1;
  if (stale.length > 0) log.info({ sanitised }, 'stored articles sanitised again with the current rules');
  return sanitised;
}

export const articlesRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { repos, cache, auth } = ctx;
  await resanitizeStoredArticles(repos.articles, app.log);
  const translateWriteError = (error: unknown): never => {
    refuseUnknownPicture(error);
    if (isUniqueViolation(error)) throw conflict(articleMessages.slugTaken, { field: 'slug' });
    if (isForeignKeyViolation(error)) throw badRequest(articleMessages.unknownCategory, { field: 'categoryId' });
    throw error;
  };

  /**
   * A published article is public and kept like the lists; a draft exists only for a valid administrator token.
   * A view forgets the article's kept reads in this process, so a reload shows the new count at once; another
   * process shows it within the cache's time to live (the page shows the count its own view answered).
   */
  const sendOne = async (request: FastifyRequest, reply: FastifyReply, load: () => Promise<Article | null>) => {
    const kept = cache.get(request.url);
    if (kept) return sendCachedAnswer(request, reply, kept, { type: JSON_TYPE });
    const article = await load();
    if (!article) throw notFound(articleMessages.notFound);
    if (article.isPublished) return keepAndSend(request, reply, cache, article, { tag: articleTag(article.id) });
    if (!(await auth.may(request, 'content'))) throw notFound(articleMessages.notFound);
    reply.header('cache-control', 'no-store');
    return ok(article);
  };

  app.get<{ Querystring: PageQuery & { includeUnpublished: boolean } }>(
    '/articles',
    {
      schema: {
        tags,
        summary: 'Published articles, newest first, a page at a time; with includeUnpublished=true (administrator only) also drafts',
        security: [{}, ...staffSecurity('content')],
        querystring: includeUnpublishedQuery,
        response: pageResponses(ArticleSchema, [401, 403]),
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query);
      if (!request.query.includeUnpublished) return sendPublicPage(request, reply, cache, () => repos.articles.list({ publishedOnly: true }, page));
      await auth.require('content')(request, reply);
      reply.header('cache-control', 'no-store');
      const { items, page: info } = await repos.articles.list({ publishedOnly: false }, page);
      return okPage(items, info);
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/articles/published',
    { schema: { tags, summary: 'Published articles, newest first, a page at a time', querystring: pageQuery, response: pageResponses(ArticleSchema, []) } },
    (request, reply) => sendPublicPage(request, reply, cache, () => repos.articles.list({ publishedOnly: true }, pageOf(request.query))),
  );

  app.get<{ Querystring: ArticleCardsQuery }>(
    '/articles/summaries',
    {
      schema: {
        tags,
        summary: 'Published articles as cards, newest first, a page at a time',
        description:
          'What an article card shows (the article list, the home page): /articles/published without content and meta fields, featured ones marked; `category` (a slug) and `featured` narrow the list.',
        querystring: articleCardsQuery,
        response: pageResponses(ArticleSummarySchema, []),
      },
    },
    (request, reply) => {
      const { category, featured } = request.query;
      const filter = { publishedOnly: true, featuredOnly: featured, ...(category === undefined ? {} : { categorySlug: category }) };
      return sendPublicPage(request, reply, cache, () => repos.articles.listCards(filter, pageOf(request.query)));
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/articles/featured',
    {
      schema: {
        tags,
        summary: 'Published featured articles, newest first, a page at a time',
        querystring: pageQuery,
        response: pageResponses(ArticleSchema, []),
      },
    },
    (request, reply) => sendPublicPage(request, reply, cache, () => repos.articles.list({ publishedOnly: true, featuredOnly: true }, pageOf(request.query))),
  );

  app.get<{ Params: { id: number }; Querystring: PageQuery }>(
    '/articles/category/:id',
    {
      schema: {
        tags,
        summary: 'Published articles of one category, newest first, a page at a time',
        params: idParams,
        querystring: pageQuery,
        response: pageResponses(ArticleSchema, [404]),
      },
    },
    (request, reply) =>
      sendPublicPage(
        request,
        reply,
        cache,
        async () => {
          if (!(await repos.categories.exists(request.params.id))) return null;
          return repos.articles.list({ publishedOnly: true, categoryId: request.params.id }, pageOf(request.query));
        },
        categoryMessages.notFound,
      ),
  );

  app.get<{ Params: { slug: string } }>(
    '/articles/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One published article by slug (drafts with the administrator token)',
        params: slugParams,
        querystring: noQuery,
        response: responses({ status: 200, data: ArticleSchema }, [404]),
      },
    },
    (request, reply) => sendOne(request, reply, () => repos.articles.findBySlug(request.params.slug)),
  );

  app.get<{ Params: { id: number } }>(
    '/articles/:id',
    {
      schema: {
        tags,
        summary: 'One published article by id (drafts with the administrator token)',
        params: idParams,
        querystring: noQuery,
        response: responses({ status: 200, data: ArticleSchema }, [404]),
      },
    },
    (request, reply) => sendOne(request, reply, () => repos.articles.findById(request.params.id)),
  );

  app.post<{ Params: { id: number } }>(
    '/articles/:id/view',
    {
      // Only the counter changes, and no cached answer shows it (the article reads are not cached; the lists
      // carry it but no list displays it): emptying the whole public cache on every article opened would
      // leave it nearly always cold under real traffic.
      config: { keepsPublicCache: true },
      schema: {
        tags,
        summary: 'Count one view of a published article (atomic)',
        params: idParams,
        querystring: noQuery,
        response: responses({ status: 200, data: ArticleViewCountSchema }, [404]),
      },
    },
    async (request) => {
      const viewCount = await repos.articles.incrementViews(request.params.id);
      if (viewCount === null) throw notFound(articleMessages.notFound);
      cache.forget(articleTag(request.params.id));
      return ok({ viewCount });
    },
  );

  createAndReplaceRoutes<ArticleInput>(app, ctx, {
    path: '/articles',
    tags,
    inputSchema: ArticleInputSchema,
    itemSchema: ArticleSchema,
    summaries: { create: 'Create an article (content is sanitised)', replace: 'Replace an article (body may include the same id)' },
    messages: articleMessages,
    refusals: [409],
    check: assertValidInput,
    create: (input) => repos.articles.create(input),
    replace: (id, input) => repos.articles.update(id, input),
    translateWriteError,
  });

  app.delete<{ Params: { id: number } }>(
    '/articles/:id',
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: 'Delete an article',
        security: staffSecurity('content'),
        params: idParams,
        response: responses({ status: 200, data: { type: 'null' } }, [401, 403, 404]),
      },
    },
    async (request) => {
      if (!(await repos.articles.delete(request.params.id))) throw notFound(articleMessages.notFound);
      return ok(null, articleMessages.deleted);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/articles/:id/toggle-publish',
    {
      onRequest: auth.require('content'),
      schema: {
        tags,
        summary: 'Flip draft/published; the first publication sets publishedAt',
        security: staffSecurity('content'),
        params: idParams,
        response: responses({ status: 200, data: ArticleSchema }, [401, 403, 404]),
      },
    },
    async (request) => {
      const article = await repos.articles.togglePublish(request.params.id);
      if (!article) throw notFound(articleMessages.notFound);
      return ok(article, articleMessages.toggled);
    },
  );
};
