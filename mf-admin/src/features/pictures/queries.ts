// The picture library in the page's query cache: read in the staff session, refreshed after an
// upload, a deletion, or a change to an item that shows a picture.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/data';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { useConsoleMutation, type ConsoleFeedback } from '../../lib/use-console-mutation';
import { deletePicture, listPictures } from './api';

export const picturesQuery = queryOptions({
  queryKey: queryKeys.pictures.all,
  ...staffRead(listPictures, 'Picture library'),
});

export function usePictures() {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({ ...picturesQuery, enabled: signedIn });
}

/** A picture (its id) deleted: over once the library no longer shows it. */
export const useDeletePicture = (feedback: ConsoleFeedback<void, number>) =>
  useConsoleMutation({ mutationFn: deletePicture, invalidates: [queryKeys.pictures.all], ...feedback });
