// «Върни тази версия» of an earlier release: once staff confirm, it becomes live for every visitor (any
// canary ends), the list is read again and the status region says which version is live.
import { useQueryClient } from '@tanstack/react-query';
import type { RemoteName } from '@site/shared/contracts/release';
import { queryKeys } from '@site/shared/data';
import { releaseMessages } from '@site/shared/release-messages';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { useAdminAction } from '../../../lib/use-admin-action';
import { promoteRelease } from '../api';
import { releasesTexts } from '../messages';

/** `describedBy`: the element naming the release (its id), read after the button's name. */
export function RollbackButton({ remote, id, describedBy }: { remote: RemoteName; id: string; describedBy?: string }) {
  const queryClient = useQueryClient();
  const rollback = useAdminAction(
    async () => {
      const release = await promoteRelease(remote, id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.releases.all });
      useFeedbackStore.getState().showSuccess(releaseMessages.promoted(release.id));
    },
    (error) => serverMessage(error) ?? releasesTexts.rollbackFailed,
  );
  return (
    <Button
      size="small"
      variant="outline"
      loading={rollback.pending}
      aria-describedby={describedBy}
      onClick={() => {
        if (window.confirm(releasesTexts.confirmRollback(releasesTexts.remotes[remote], id))) void rollback.run();
      }}
    >
      {releasesTexts.rollback}
    </Button>
  );
}
