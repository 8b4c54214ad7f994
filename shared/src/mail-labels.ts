// The Bulgarian names of a message's kind and status: the console's «Писма» shows these.
import type { MailKind, MailStatus } from './contracts/outbox';

export const mailKindLabels: Record<MailKind, string> = {
  consultation: 'Потвърждение: консултация',
  'course-sign-up': 'Потвърждение: записване за курс',
  'event-sign-up': 'Потвърждение: записване за събитие',
  'staff-new-request': 'Нова заявка (до екипа)',
  'course-paid': 'Потвърждение на плащане',
  'staff-invitation': 'Покана в екипа',
  'staff-password-reset': 'Нова парола (екип)',
  'staff-backup-failed': 'Неуспешно резервно копие (екип)',
};

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: 'Чака изпращане',
  sent: 'Изпратено',
  failed: 'Неуспешно',
};
