// The message to the owners (and STAFF_EMAIL) when a scheduled backup, or the check of one, failed.
import type { NewOutboxMessage } from '../db/repositories/outbox';
import { composeMessage } from './compose';
import type { MailContext } from './sign-up-messages';

export function backupFailed(context: MailContext, to: string[], what: 'backup' | 'check', reason: string): NewOutboxMessage {
  const { companyName } = context.settings;
  const consoleUrl = new URL('/admin/backups', context.mail.siteOrigin).href;
  return composeMessage(
    { kind: 'staff-backup-failed', to, clientId: null, registrationId: null },
    {
      subject: what === 'backup' ? `Резервното копие на ${companyName} не беше направено` : `Резервното копие на ${companyName} не мина проверката`,
      greeting: 'Здравейте,',
      paragraphs: [
        what === 'backup'
          ? 'Днешното резервно копие на базата данни не можа да бъде направено.'
          : 'Днешното резервно копие беше направено, но възстановяването му в пробна база данни не успя: не разчитайте на него.',
        `Причина: ${reason}`,
        what === 'backup'
          ? 'Сървърът ще опита отново след 6 часа. Вижте раздела «Резервни копия» в конзолата и ръководството за работа (docs/operating.md).'
          : 'Вижте раздела «Резервни копия» в конзолата и ръководството за работа (docs/operating.md).',
      ],
      action: { label: 'Към «Резервни копия»', url: consoleUrl },
      closing: ['Поздрави,'],
    },
    { companyName, siteOrigin: context.mail.siteOrigin },
  );
}
