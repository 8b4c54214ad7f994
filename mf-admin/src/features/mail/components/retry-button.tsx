// «Изпрати отново» of a failed message: queues it again, then the list and the open message are read
// again (the status becomes «Чака изпращане») and the status region says so.
import type { OutboxMessage } from '@site/shared/contracts/outbox';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { mailTexts } from '../messages';
import { useRetryOutboxMessage } from '../queries';

/** Only a failed message that still has an address can go out again (an erased client's cannot). */
export const canRetry = (message: Pick<OutboxMessage, 'status' | 'to'>) => message.status === 'failed' && message.to !== '';

/** `describedBy`: the element naming the message (its subject), read after the button's name. */
export function RetryButton({ messageId, describedBy }: { messageId: number; describedBy?: string }) {
  const retry = useRetryOutboxMessage({
    successMessage: () => mailTexts.retried,
    errorMessage: (error) => serverMessage(error) ?? mailTexts.retryFailed,
  });
  return (
    <Button size="small" variant="outline" loading={retry.isPending} aria-describedby={describedBy} onClick={() => retry.mutate(messageId)}>
      {mailTexts.retry}
    </Button>
  );
}
