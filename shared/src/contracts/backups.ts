// The backups as the console's «Резервни копия» and `npm run backup` see them: each file, its tables' row counts,
// whether a restore of it was checked, and when the next one is due.
import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable, NullableIsoDateTime, StringEnum } from './fields';

export const BACKUP_KINDS = ['daily', 'manual'] as const;
export const BACKUP_CHECKS = ['unchecked', 'checked', 'failed'] as const;
/** Past this age the newest checked backup is a warning in the console. */
export const BACKUP_WARNING_HOURS = 36;

export const BackupSchema = Type.Object(
  {
    name: Type.String({ title: 'Име', description: 'The file name; GET /api/backups/{name} downloads it' }),
    kind: StringEnum(BACKUP_KINDS, { title: 'Вид', description: 'daily: taken on schedule (kept 7 days, and 4 weeks one a week); manual: on demand' }),
    takenAt: IsoDateTime({ title: 'Взето' }),
    size: Type.Integer({ minimum: 0, title: 'Размер (байта)' }),
    sha256: Type.String({ title: 'Контролна сума (SHA-256 на файла)' }),
    encrypted: Type.Boolean({ title: 'Шифровано', description: 'Sealed with BACKUP_KEY (AES-256-GCM)' }),
    migration: Type.String({ title: 'Версия на схемата' }),
    rows: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { title: 'Редове по таблици' }),
    check: StringEnum(BACKUP_CHECKS, { title: 'Проверка', description: 'checked: restored into a scratch database and every table matched' }),
    checkedAt: NullableIsoDateTime({ title: 'Проверено' }),
    checkMessage: Nullable(Type.String(), { title: 'Защо проверката не успя' }),
  },
  { additionalProperties: false },
);
export type Backup = Static<typeof BackupSchema>;

export const BackupOverviewSchema = Type.Object(
  {
    backups: Type.Array(BackupSchema, { description: 'Newest first' }),
    nextAt: NullableIsoDateTime({ title: 'Следващо', description: 'When the next daily backup is due; null when BACKUP_DIR is not set (none is scheduled)' }),
    lastFailure: Nullable(Type.Object({ at: IsoDateTime(), message: Type.String() }, { additionalProperties: false }), {
      title: 'Последен неуспех',
      description: 'The last failure of the daily backup or of its check; cleared by the next daily backup that succeeds',
    }),
  },
  { additionalProperties: false },
);
export type BackupOverview = Static<typeof BackupOverviewSchema>;
