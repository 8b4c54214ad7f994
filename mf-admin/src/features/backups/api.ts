// The backups as owners handle them: the list, one now, and a file's address (a plain link: the browser sends the
// console's session cookie with it).
import type { Backup, BackupOverview } from '@site/shared/contracts/backups';
import { requestData } from '@site/shared/api-client';

/** GET /api/backups: newest first, with when the next daily one is due. */
export function getBackups(): Promise<BackupOverview> {
  return requestData<BackupOverview>({ method: 'GET', url: '/backups' });
}

/** POST /api/backups: takes one now. */
export function takeBackupNow(): Promise<Backup> {
  return requestData<Backup>({ method: 'POST', url: '/backups' });
}

export const backupHref = (name: string) => `/api/backups/${encodeURIComponent(name)}`;
