// Exposed as 'catalog/LectorsPage': the route module of /lectors.
import type { LoaderArgs } from '@site/shared/data';
import { readQuery } from '@site/shared/data';
import type { PageMeta } from '@site/shared';
import { LectorsPage } from '../features/lectors/components/lectors-page';
import { lectorsQuery } from '../features/lectors/queries';

export const Component = LectorsPage;

export async function loader({ queryClient }: LoaderArgs): Promise<void> {
  await readQuery(queryClient, lectorsQuery);
}

export function head(): PageMeta {
  return {
    title: 'Нашият лекторски състав',
    description: 'Преподавателите на Бизнес Академия: предприемачи и мениджъри с десетилетия практически опит.',
  };
}
