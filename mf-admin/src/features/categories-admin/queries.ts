// Every category, inactive ones too (the article form marks them), as GET /categories gives them: the
// categories section's list and the article form's choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { listCategories } from './api';

export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories.every(),
  queryFn: listCategories,
  meta: { errorContext: 'Admin categories' },
});

export const useCategories = () => useQuery(categoriesQuery);
