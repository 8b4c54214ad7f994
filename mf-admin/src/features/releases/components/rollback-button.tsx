// «Върни тази версия» of an earlier release: once staff confirm, it becomes live for every visitor (any
// canary ends), the list is read again and the status region says which version is live.
import type { RemoteName } from '@site/shared/contracts/release';
import { releaseMessages } from '@site/shared/release-messages';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { releasesTexts } from '../messages';
import { usePromoteRelease } from '../queries';

/** `describedBy`: the element naming the release (its id), read after the button's name. */
export function RollbackButton({ remote, id, describedBy }: { remote: RemoteName; id: string; describedBy?: string }) {
  const rollback = usePromoteRelease({
    successMessage: (release) => releaseMessages.promoted(release.id),
    errorMessage: (error) => serverMessage(error) ?? releasesTexts.rollbackFailed,
  });
  return (
    <Button
      size="small"
      variant="outline"
      loading={rollback.isPending}
      aria-describedby={describedBy}
      onClick={() => {
        if (window.confirm(releasesTexts.confirmRollback(releasesTexts.remotes[remote], id))) rollback.mutate({ remote, id });
      }}
    >
      {releasesTexts.rollback}
    </Button>
  );
}
