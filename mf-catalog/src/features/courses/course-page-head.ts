// The head of a course or VIP package page: title, description, canonical link, Open Graph, and the
// Course (with its Offer in BGN) and breadcrumb JSON-LD; an unknown slug is not indexed.
import type { Course, PageMeta } from '@site/shared';
import { pageMetaAt } from '@site/shared/site-seo';
import { breadcrumbJsonLd, courseJsonLd, jsonLdGraph } from '@site/shared/structured-data';

export function coursePageHead(course: Course | undefined | null, url: URL, notFoundTitle: string): PageMeta {
  if (!course) return { title: notFoundTitle, robots: 'noindex' };
  const canonical = url.origin + url.pathname;
  return pageMetaAt(
    url,
    { title: course.title, description: course.shortDescription },
    jsonLdGraph(
      courseJsonLd(course, canonical, url.origin),
      breadcrumbJsonLd(url.origin, [{ name: 'Курсове', path: '/courses' }, { name: course.title, path: url.pathname }]),
    ),
  );
}
