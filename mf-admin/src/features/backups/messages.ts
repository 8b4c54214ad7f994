// «Резервни копия»'s texts.
import type { Backup } from '@site/shared/contracts/backups';

export const backupTexts = {
  heading: 'Резервни копия',
  intro:
    'Копие на цялата база данни (съдържание, снимки, заявки, съгласия, писма), направено без спиране на сайта. Всяко копие по график се възстановява пробно в отделна база данни и се отбелязва като проверено. Пазят се последните 7 дневни копия и по едно за всяка от последните 4 седмици.',
  takeNow: 'Направи копие сега',
  taken: 'Резервното копие е готово.',
  takeFailed: 'Резервното копие не можа да бъде направено.',
  newest: (when: string, age: string) => `Последно проверено копие: ${when} (${age}).`,
  noneChecked: 'Все още няма проверено резервно копие.',
  stale: (hours: number) => `Внимание: последното проверено копие е на повече от ${hours} часа. Проверете сървъра и дневника му.`,
  next: (when: string) => `Следващо копие по график: ${when}.`,
  notScheduled: 'Копия по график не се правят: задайте BACKUP_DIR на сървъра (вижте ръководството за работа).',
  lastFailure: (when: string, message: string) => `Последен неуспех: ${when}: ${message}`,
  caption: 'Резервни копия, най-новите първи',
  columns: { takenAt: 'Направено', kind: 'Вид', size: 'Размер', rows: 'Редове', check: 'Проверка', file: 'Файл' },
  download: 'Изтегляне',
  encrypted: 'шифровано',
  empty: 'Все още няма резервни копия.',
  loadFailed: 'Резервните копия не можаха да се заредят.',
} as const;

export const backupKindLabels: Record<Backup['kind'], string> = { daily: 'по график', manual: 'ръчно' };

export const backupCheckLabels: Record<Backup['check'], string> = {
  unchecked: 'непроверено',
  checked: 'проверено',
  failed: 'неуспешна проверка',
};
