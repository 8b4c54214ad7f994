// What the console's «Писма» says. The kinds' and statuses' names come from @site/shared/mail-labels.
import type { MailStatus } from '@site/shared/contracts/outbox';

export const mailTexts = {
  heading: 'Писма',
  intro: 'Всяко писмо, което сайтът изпраща: потвържденията до посетителите и известията до екипа. Неизпратено писмо се опитва отново до 24 часа.',
  filters: 'Покажи писмата',
  all: 'Всички',
  caption: 'Писма, най-новите първи',
  columns: {
    createdAt: 'Дата',
    kind: 'Вид',
    to: 'До',
    subject: 'Тема',
    status: 'Състояние',
    attempts: 'Опити',
    lastError: 'Последна грешка',
  },
  loadFailed: 'Грешка при зареждане на писмата',
  empty: {
    all: 'Все още няма писма. Тук ще се появи всяко писмо, което сайтът изпрати.',
    queued: 'Няма писма, които чакат изпращане.',
    sent: 'Няма изпратени писма.',
    failed: 'Няма неуспешни писма.',
  } satisfies Record<MailStatus | 'all', string>,
  /** Where the address was: the client has been erased. */
  erased: 'Изтрит клиент',
  none: '—',
  retry: 'Изпрати отново',
  retried: 'Писмото е пуснато за изпращане отново.',
  retryFailed: 'Писмото не можа да бъде пуснато отново. Опитайте пак.',
} as const;

export const messageTexts = {
  close: 'Затвори писмото',
  loading: 'Зареждане...',
  loadFailed: 'Грешка при зареждане на писмото',
  to: 'До',
  kind: 'Вид',
  status: 'Състояние',
  createdAt: 'Създадено',
  sentAt: 'Изпратено на',
  attempts: 'Опити',
  lastError: 'Последна грешка',
  attachments: 'Прикачени файлове',
  noAttachments: 'Няма',
  views: 'Как да се покаже писмото',
  html: 'Както го вижда получателят',
  text: 'Само текст',
  frameTitle: (subject: string) => `Писмото „${subject}“, както го вижда получателят`,
  erasedContent: 'Съдържанието е изтрито заедно с данните на клиента.',
} as const;
