// The public routes the benchmark visits. Pages of one course, event and article are picked from the
// seeded content through the public API, so they follow the seed.
import type { Article, Course, Envelope, EventItem } from '@site/shared';

async function apiList<T>(baseUrl: string, pathname: string): Promise<T[]> {
  const response = await fetch(`${baseUrl}${pathname}`);
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
  const envelope = (await response.json()) as Envelope<T[]>;
  return envelope.data;
}

export async function publicRoutes(baseUrl: string): Promise<string[]> {
  const [courses, events, articles] = await Promise.all([
    apiList<Course>(baseUrl, '/api/courses/active'),
    apiList<EventItem>(baseUrl, '/api/events/active'),
    apiList<Article>(baseUrl, '/api/articles/published'),
  ]);
  const vip = courses.find((course) => course.title.toLocaleLowerCase('bg').startsWith('вип пакет'));
  const optional = (route: string, slug: string | undefined) => (slug ? [`${route}/${slug}`] : []);
  return [
    '/',
    '/courses',
    ...optional('/courses', courses[0]?.slug),
    ...optional('/vip-package', vip?.slug),
    '/lectors',
    '/events',
    ...optional('/events', events[0]?.slug),
    '/articles',
    ...optional('/articles', articles[0]?.slug),
    '/contact',
    '/iban',
    '/privacy',
    '/terms',
    '/marketing',
    '/cookies',
  ];
}
