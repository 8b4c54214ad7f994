// File names of the uploaded article images, newest first, in the page's query cache: the route's
// loader fills it, the grid and the form's picker read it, an upload or a delete invalidates it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { listImages } from './api';

export const imagesQuery = queryOptions({
  queryKey: queryKeys.articles.images(),
  queryFn: listImages,
  meta: { errorContext: 'Admin images' },
});

export const useImages = () => useQuery(imagesQuery);
