// «Дневник»'s texts.
import type { AuditEventAnswer } from '@site/shared/contracts/audit';

export const auditTexts = {
  intro: 'Кой какво е направил в конзолата и кой е разглеждал лични данни: най-новите първи. Самото разглеждане на дневника също се записва.',
  filters: 'Търсене в дневника',
  person: 'Служител',
  anyone: 'Всички',
  action: 'Действие',
  actionHint: 'Например sign-in или GET /api/clients/:id',
  kind: 'Вид обект',
  kindHint: 'Например clients, leads, courses',
  subjectId: 'Номер на обекта',
  subjectIdHint: 'С вид clients и номера на клиента: и действията по заявките му, също след изтриването му',
  from: 'От дата',
  to: 'До дата',
  search: 'Търсене',
  clear: 'Изчистване',
  csv: 'Изтегляне (CSV)',
  caption: 'Събития в дневника, най-новите първи',
  columns: { at: 'Време', person: 'Служител', credential: 'С какво', action: 'Действие', subject: 'Обект', outcome: 'Изход', address: 'Адрес' },
  more: 'По-стари събития',
  empty: 'Няма събития, които да отговарят на търсенето.',
  loadFailed: 'Дневникът не можа да се зареди.',
  unknownPerson: '—',
} as const;

export const credentialLabels: Record<AuditEventAnswer['credential'], string> = {
  session: 'сесия',
  'personal-token': 'личен ключ',
  'shared-token': 'общ ключ',
  none: 'без вход',
};

export const outcomeLabels: Record<AuditEventAnswer['outcome'], string> = {
  ok: 'изпълнено',
  refused: 'отказано',
  failed: 'грешка',
};
