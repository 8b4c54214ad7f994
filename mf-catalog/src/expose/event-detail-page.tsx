// Exposed as 'catalog/EventDetailPage': the route module of /events/{slug}.
import type { EventItem, PageMeta } from '@site/shared';
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import { EVENT_NOT_FOUND_TEXT, EventDetailPage } from '../features/events/components/event-detail-page';
import { eventBySlugQuery } from '../features/events/queries';
import { itemPageMetaAt } from '@site/shared/site-seo';
import { eventJsonLd } from '@site/shared/structured-data';

export const Component = EventDetailPage;

/** The event, or undefined for an unknown slug (the page shows its not-found text). */
export async function loader({ params, queryClient }: LoaderArgs): Promise<EventItem | undefined> {
  return readQuery(queryClient, eventBySlugQuery(params.slug ?? ''));
}

// The shell hands over what the loader returned, or null when it returned nothing.
export function head(event: EventItem | undefined | null, url: URL): PageMeta {
  return itemPageMetaAt(url, event, EVENT_NOT_FOUND_TEXT, { name: 'Предстоящи събития', path: '/events' }, (found, canonical) =>
    eventJsonLd(found, canonical, url.origin),
  );
}
