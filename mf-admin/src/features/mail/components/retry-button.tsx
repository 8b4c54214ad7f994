// «Изпрати отново» of a failed message: queues it again, then the list and the open message are read
// again (the status becomes «Чака изпращане») and the status region says so.
import { useQueryClient } from '@tanstack/react-query';
import type { OutboxMessage } from '@site/shared/contracts/outbox';
import { queryKeys } from '@site/shared/data';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { useAdminAction } from '../../../lib/use-admin-action';
import { retryOutboxMessage } from '../api';
import { mailTexts } from '../messages';

/** Only a failed message that still has an address can go out again (an erased client's cannot). */
export const canRetry = (message: Pick<OutboxMessage, 'status' | 'to'>) => message.status === 'failed' && message.to !== '';

/** `describedBy`: the element naming the message (its subject), read after the button's name. */
export function RetryButton({ messageId, describedBy }: { messageId: number; describedBy?: string }) {
  const queryClient = useQueryClient();
  const retry = useAdminAction(
    async () => {
      await retryOutboxMessage(messageId);
      await queryClient.invalidateQueries({ queryKey: queryKeys.outbox.all });
      useFeedbackStore.getState().showSuccess(mailTexts.retried);
    },
    (error) => serverMessage(error) ?? mailTexts.retryFailed,
  );
  return (
    <Button size="small" variant="outline" loading={retry.pending} aria-describedby={describedBy} onClick={() => void retry.run()}>
      {mailTexts.retry}
    </Button>
  );
}
