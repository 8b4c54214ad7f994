// Exposed as 'catalog/LectorsPage': the route module of /lectors.
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import type { Lector, PageMeta } from '@site/shared';
import { LectorsPage } from '../features/lectors/components/lectors-page';
import { lectorsQuery } from '../features/lectors/queries';
import { pageMetaAt } from '@site/shared/site-seo';
import { breadcrumbJsonLd, jsonLdGraph, lecturersJsonLd } from '@site/shared/structured-data';

export const Component = LectorsPage;

/** The lecturers (also for the page's structured data); undefined when the read failed. */
export async function loader({ queryClient }: LoaderArgs): Promise<Lector[] | undefined> {
  return readQuery(queryClient, lectorsQuery);
}

export function head(lectors: Lector[] | undefined | null, url: URL): PageMeta {
  return pageMetaAt(
    url,
    { title: 'Нашият лекторски състав', description: 'Преподавателите на Бизнес Академия: предприемачи и мениджъри с десетилетия практически опит.' },
    jsonLdGraph(lecturersJsonLd(lectors ?? [], url.origin), breadcrumbJsonLd(url.origin, [{ name: 'Лектори', path: '/lectors' }])),
  );
}
