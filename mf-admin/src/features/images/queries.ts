// File names of the uploaded article images, newest first, in the page's query cache: the route's
// loader fills it, the grid and the form's picker read it, an upload or a delete invalidates it.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadedImage } from '@site/shared';
import { queryKeys } from '@site/shared/data';
import { useConsoleMutation, type ConsoleFeedback } from '../../lib/use-console-mutation';
import { deleteImage, listImages, uploadImage } from './api';

export const imagesQuery = queryOptions({
  queryKey: queryKeys.articles.images(),
  queryFn: listImages,
  meta: { errorContext: 'Admin images' },
});

export const useImages = () => useQuery(imagesQuery);

/** A file sent while the browser reports how much of it is sent: over once the grid shows it. */
export const useUploadImage = (feedback: ConsoleFeedback<UploadedImage, { file: File; onProgress: (percent: number) => void }>) =>
  useConsoleMutation({ mutationFn: ({ file, onProgress }) => uploadImage(file, onProgress), invalidates: [imagesQuery.queryKey], ...feedback });

/** An image (its file name) deleted: over once the grid no longer shows it. */
export const useDeleteImage = (feedback: ConsoleFeedback<void, string>) =>
  useConsoleMutation({ mutationFn: deleteImage, invalidates: [imagesQuery.queryKey], ...feedback });

/** «Обнови»: a read staff ask for, run as a console write for its loading flag and its messages. */
export function useRefreshImages(feedback: ConsoleFeedback<void>) {
  const queryClient = useQueryClient();
  return useConsoleMutation({
    mutationFn: () => queryClient.refetchQueries({ queryKey: imagesQuery.queryKey, exact: true }, { throwOnError: true }),
    ...feedback,
  });
}
