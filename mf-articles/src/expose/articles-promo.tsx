// Exposed as 'articles/ArticlesPromo': the articles section of the shell's home page (a section module).
import { readQuery, type LoaderArgs } from '@site/shared/data';
import { ArticlesPromo } from '../features/articles/components/articles-promo';
import { promoQueries } from '../features/articles/queries';

export const Component = ArticlesPromo;

/** The featured articles and the newest ones that fill up the three places. */
export async function loader({ queryClient }: Omit<LoaderArgs, 'params'>): Promise<void> {
  await Promise.all([readQuery(queryClient, promoQueries.featured), readQuery(queryClient, promoQueries.newest)]);
}
