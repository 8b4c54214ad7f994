// The head of a course or VIP package page: title, description, canonical link, Open Graph, and the
// Course (with its Offer in BGN) and breadcrumb JSON-LD; an unknown slug is not indexed.
import type { Course, PageMeta } from '@site/shared';
import { itemPageMetaAt } from '@site/shared/site-seo';
import { courseJsonLd } from '@site/shared/structured-data';

export function coursePageHead(course: Course | undefined | null, url: URL, notFoundTitle: string): PageMeta {
  return itemPageMetaAt(url, course, notFoundTitle, { name: 'Курсове', path: '/courses' }, (found, canonical) => courseJsonLd(found, canonical, url.origin));
}
