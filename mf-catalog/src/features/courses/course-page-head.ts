// The head of a course or VIP package page: title, description, canonical link, Open Graph, and the
// Course (with its Offer in BGN) and breadcrumb JSON-LD; an unknown slug is not indexed.
import type { Course, PageMeta } from '@site/shared';
import { picturePreload } from '@site/shared/pictures';
import { itemPageMetaAt } from '@site/shared/site-seo';
import { PICTURE_SIZES } from '../../components/placeholder-image';
import { courseJsonLd } from '@site/shared/structured-data';

/** `preload`: the page draws the course's picture in its first screenful (the course page, not the VIP page). */
export function coursePageHead(course: Course | undefined | null, url: URL, notFoundTitle: string, preload = false): PageMeta {
  const meta = itemPageMetaAt(url, course, notFoundTitle, { name: 'Курсове', path: '/courses' }, (found, canonical) =>
    courseJsonLd(found, canonical, url.origin),
  );
  return preload && course?.picture ? { ...meta, preloadImage: picturePreload(course.picture, PICTURE_SIZES.coursePage) } : meta;
}
