// The backups in the page's query cache: a scheduled one and its check happen on the server at any time, so the
// list is read again when the section is opened.
import type { Backup } from '@site/shared/contracts/backups';
import { queryKeys } from '@site/shared/data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../lib/session-store';
import { staffRead } from '../../lib/staff-read';
import { useConsoleMutation, type ConsoleFeedback } from '../../lib/use-console-mutation';
import { getBackups, takeBackupNow } from './api';

export const backupsQuery = queryOptions({
  queryKey: queryKeys.backups.all,
  ...staffRead(getBackups, 'Backups'),
  staleTime: 0,
});

export function useBackups() {
  const signedIn = useSessionStore((state) => state.signedIn);
  return useQuery({ ...backupsQuery, enabled: signedIn });
}

/** «Направи копие сега»: over once the list shows the new backup. */
export const useTakeBackup = (feedback: ConsoleFeedback<Backup>) =>
  useConsoleMutation({ mutationFn: takeBackupNow, invalidates: [queryKeys.backups.all], ...feedback });
