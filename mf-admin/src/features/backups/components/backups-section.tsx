// The console's «Резервни копия», for owners: how fresh the newest checked backup is (a warning past 36 hours),
// when the next is due, the last failure, «Направи копие сега», and every backup with its check and file.
import { useId } from 'react';
import { BACKUP_WARNING_HOURS, type Backup, type BackupOverview } from '@site/shared/contracts/backups';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { Button } from 'shell/ui';
import { ConsoleTable } from '../../../components/console-table';
import { serverMessage } from '../../../lib/api-errors';
import { backupHref } from '../api';
import { backupCheckLabels, backupKindLabels, backupTexts } from '../messages';
import { useBackups, useTakeBackup } from '../queries';

const HOUR_MS = 3_600_000;
const sizeFormat = new Intl.NumberFormat('bg-BG', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('bg-BG');
const ageFormat = new Intl.RelativeTimeFormat('bg', { numeric: 'always' });

/** «току-що», «преди 6 часа», «преди 2 дни». */
export function ageOf(takenAt: string, now: number): string {
  const hours = Math.round((now - Date.parse(takenAt)) / HOUR_MS);
  if (hours < 1) return 'току-що';
  return hours < 48 ? ageFormat.format(-hours, 'hour') : ageFormat.format(-Math.round(hours / 24), 'day');
}

export function BackupsSection() {
  const headingId = useId();
  const { data, isError } = useBackups();
  const take = useTakeBackup({
    successMessage: () => backupTexts.taken,
    errorMessage: (error) => serverMessage(error) ?? backupTexts.takeFailed,
  });
  return (
    <div className="admin-page__sections">
      <section className="admin-section" aria-labelledby={headingId}>
        <div className="admin-section__head">
          <h2 id={headingId}>{backupTexts.heading}</h2>
          <Button size="small" loading={take.isPending} onClick={() => take.mutate()}>
            {backupTexts.takeNow}
          </Button>
        </div>
        <p>{backupTexts.intro}</p>
        {isError && <p role="alert">{backupTexts.loadFailed}</p>}
        {data && <BackupStatus overview={data} now={Date.now()} />}
        {data?.backups.length === 0 && <p>{backupTexts.empty}</p>}
        {data && data.backups.length > 0 && (
          <ConsoleTable caption={backupTexts.caption} columns={Object.values(backupTexts.columns)} className="backups-table">
            {data.backups.map((backup) => (
              <BackupRow key={backup.name} backup={backup} />
            ))}
          </ConsoleTable>
        )}
      </section>
    </div>
  );
}

function BackupStatus({ overview, now }: { overview: BackupOverview; now: number }) {
  const newest = overview.backups.find((backup) => backup.check === 'checked');
  // With none checked yet (a new site, or the first check still running) the line above says so; no warning.
  const stale = newest !== undefined && now - Date.parse(newest.takenAt) > BACKUP_WARNING_HOURS * HOUR_MS;
  return (
    <div>
      <p>{newest ? backupTexts.newest(formatShortDateTime(newest.takenAt), ageOf(newest.takenAt, now)) : backupTexts.noneChecked}</p>
      {stale && overview.nextAt !== null && <p className="admin-explanation">{backupTexts.stale(BACKUP_WARNING_HOURS)}</p>}
      <p>{overview.nextAt ? backupTexts.next(formatShortDateTime(overview.nextAt)) : backupTexts.notScheduled}</p>
      {overview.lastFailure && (
        <p className="admin-explanation">{backupTexts.lastFailure(formatShortDateTime(overview.lastFailure.at), overview.lastFailure.message)}</p>
      )}
    </div>
  );
}

function BackupRow({ backup }: { backup: Backup }) {
  const nameId = useId();
  const rows = Object.values(backup.rows).reduce((sum, count) => sum + count, 0);
  const check = backup.check === 'failed' && backup.checkMessage ? `${backupCheckLabels.failed}: ${backup.checkMessage}` : backupCheckLabels[backup.check];
  return (
    <tr>
      <th scope="row" id={nameId}>
        <time dateTime={backup.takenAt}>{formatShortDateTime(backup.takenAt)}</time>
      </th>
      <td>{backupKindLabels[backup.kind]}</td>
      <td>
        {sizeFormat.format(backup.size / 1_000_000)}
        {backup.encrypted ? `, ${backupTexts.encrypted}` : ''}
      </td>
      <td>{countFormat.format(rows)}</td>
      <td>{check}</td>
      <td>
        <a className="ui-button ui-button--outline ui-button--small" href={backupHref(backup.name)} download={backup.name} aria-describedby={nameId}>
          {backupTexts.download}
        </a>
      </td>
    </tr>
  );
}
