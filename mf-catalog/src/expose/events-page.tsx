// Exposed as 'catalog/EventsPage': the route module of /events.
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import type { PageMeta } from '@site/shared';
import { EventsPage } from '../features/events/components/events-page';
import { activeEventsQuery } from '../features/events/queries';
import { pageMetaAt } from '@site/shared/site-seo';
import { breadcrumbJsonLd } from '@site/shared/structured-data';

export const Component = EventsPage;

export async function loader({ queryClient }: LoaderArgs): Promise<void> {
  await readQuery(queryClient, activeEventsQuery);
}

export function head(_data: unknown, url: URL): PageMeta {
  return pageMetaAt(
    url,
    { title: 'Предстоящи събития', description: 'Семинари, уъркшопи и форуми за предприемачи и мениджъри: дати, места и записване.' },
    breadcrumbJsonLd(url.origin, [{ name: 'Предстоящи събития', path: '/events' }]),
  );
}
