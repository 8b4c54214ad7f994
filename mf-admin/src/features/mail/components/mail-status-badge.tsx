// A message's state as the console shows it, in the list and on the message.
import type { MailStatus } from '@site/shared/contracts/outbox';
import { mailStatusLabels } from '@site/shared/mail-labels';
import { Badge, type BadgeTone } from '../../../components/badge';

const tones: Record<MailStatus, BadgeTone> = { queued: 'amber', sent: 'green', failed: 'red' };

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={tones[status]}>{mailStatusLabels[status]}</Badge>;
}
