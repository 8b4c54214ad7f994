// schema.org data of the public pages (JSON-LD), written once for the browser and the server's renderer.
// Each object names only what its page shows.
import type { Course, EventItem, Lector } from './entities';
import type { JsonLdObject } from './json-ld';
import { offerPrice } from './money';
import { SITE_NAME } from './page-meta';

const CONTEXT = 'https://schema.org';

/** Several objects of one page as the page's one JSON-LD script. */
export function jsonLdGraph(...objects: JsonLdObject[]): JsonLdObject {
  return { '@context': CONTEXT, '@graph': objects.map(withoutContext) };
}

function withoutContext({ '@context': _context, ...object }: JsonLdObject): JsonLdObject {
  return object;
}

export function organizationJsonLd(origin: string): JsonLdObject {
  return { '@context': CONTEXT, '@type': 'Organization', name: SITE_NAME, url: `${origin}/` };
}

/** The trail above a page: the home page, the section, the page itself (name and path). */
export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: SITE_NAME, path: '/' }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: origin + item.path,
    })),
  };
}

/** A course or VIP package: its name, description, provider, lecturers and price. */
export function courseJsonLd(course: Pick<Course, 'title' | 'shortDescription' | 'price' | 'currency' | 'lectors'>, url: string, origin: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: course.shortDescription,
    url,
    provider: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    ...(course.lectors.length > 0 ? { instructor: course.lectors.map((lector) => ({ '@type': 'Person', name: lector.fullName })) } : {}),
    offers: { '@type': 'Offer', ...offerPrice(course), url, category: course.price === 0 ? 'Free' : 'Paid' },
  };
}

/** An event: its name, description, first day, place and price. */
export function eventJsonLd(
  event: Pick<EventItem, 'title' | 'shortDescription' | 'eventDate' | 'location' | 'price' | 'currency'>,
  url: string,
  origin: string,
): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: event.shortDescription,
    startDate: event.eventDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    organizer: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    url,
    offers: { '@type': 'Offer', ...offerPrice(event), url },
  };
}

/** The lecturers page: each lecturer with the text the page shows about them. */
export function lecturersJsonLd(lectors: Pick<Lector, 'fullName' | 'description'>[], origin: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: lectors.map((lector, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Person',
        name: lector.fullName,
        description: lector.description,
        worksFor: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
      },
    })),
  };
}
