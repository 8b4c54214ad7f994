// «Общ ключ»: the shared staff token (CLIENTS_TOKEN) of the clients' screens, whether it is still accepted, and
// revoking it once confirmed.
import { queryKeys } from '@site/shared/data';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SharedToken } from '@site/shared/contracts/staff';
import { staffRoleLabels } from '@site/shared/contracts/staff';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { Button } from 'shell/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConsoleTable } from '../../../components/console-table';
import { serverMessage } from '../../../lib/api-errors';
import { useFeedbackStore } from '../../../lib/feedback-store';
import { useAdminAction } from '../../../lib/use-admin-action';
import { revokeSharedToken } from '../api';
import { sharedTokenTexts as texts } from '../messages';
import { useSharedToken } from '../queries';

export function SharedTokenSection() {
  const headingId = useId();
  const { data, isError } = useSharedToken();
  const { columns } = texts;
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <div className="admin-section__head">
        <h2 id={headingId}>{texts.heading}</h2>
      </div>
      <p className="team-intro">{texts.intro}</p>
      {isError && <p role="alert">{texts.loadFailed}</p>}
      {data && (
        <ConsoleTable caption={texts.caption} columns={[columns.name, columns.role, columns.status, columns.action]} className="team-table">
          <SharedTokenRow token={data} />
        </ConsoleTable>
      )}
    </section>
  );
}

function SharedTokenRow({ token }: { token: SharedToken }) {
  const nameId = useId();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const revoke = useAdminAction(
    async () => {
      queryClient.setQueryData(queryKeys.team.sharedToken(), await revokeSharedToken());
      useFeedbackStore.getState().showSuccess(texts.done);
    },
    (error) => serverMessage(error) ?? texts.failed,
  );
  const status = token.active ? texts.active : token.revokedAt ? texts.revokedAt(formatShortDateTime(token.revokedAt)) : texts.revoked;
  return (
    <tr>
      <th scope="row" id={nameId}>
        <code>CLIENTS_TOKEN</code>
      </th>
      <td>{staffRoleLabels[token.role]}</td>
      <td>{status}</td>
      <td>
        {token.active && (
          <Button
            size="small"
            variant="outline"
            className="admin-button--danger"
            loading={revoke.pending}
            aria-describedby={nameId}
            onClick={() => setAsking(true)}
          >
            {texts.revoke}
          </Button>
        )}
        <ConfirmDialog
          isOpen={asking}
          title={texts.confirmTitle}
          text={texts.confirmText}
          confirmLabel={texts.revoke}
          onConfirm={() => {
            setAsking(false);
            void revoke.run();
          }}
          onCancel={() => setAsking(false)}
        />
      </td>
    </tr>
  );
}
