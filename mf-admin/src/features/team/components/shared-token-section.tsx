// «Общ ключ»: the shared staff token (CLIENTS_TOKEN) of the clients' screens, whether it is still accepted, and
// revoking it once confirmed.
import { useId, useState } from 'react';
import type { SharedToken } from '@site/shared/contracts/staff';
import { staffRoleLabels } from '@site/shared/contracts/staff';
import { formatShortDateTime } from '@site/shared/bg-dates';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConsoleSection } from '../../../components/console-section';
import { ConsoleTable } from '../../../components/console-table';
import { DangerButton } from '../../../components/danger-button';
import { serverMessage } from '../../../lib/api-errors';
import { sharedTokenTexts as texts } from '../messages';
import { useRevokeSharedToken, useSharedToken } from '../queries';

export function SharedTokenSection() {
  const { data, isError } = useSharedToken();
  const { columns } = texts;
  return (
    <ConsoleSection heading={texts.heading}>
      <p className="team-intro">{texts.intro}</p>
      {isError && <p role="alert">{texts.loadFailed}</p>}
      {data && (
        <ConsoleTable caption={texts.caption} columns={[columns.name, columns.role, columns.status, columns.action]} className="team-table">
          <SharedTokenRow token={data} />
        </ConsoleTable>
      )}
    </ConsoleSection>
  );
}

function SharedTokenRow({ token }: { token: SharedToken }) {
  const nameId = useId();
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeSharedToken({
    successMessage: () => texts.done,
    errorMessage: (error) => serverMessage(error) ?? texts.failed,
  });
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
          <DangerButton loading={revoke.isPending} aria-describedby={nameId} onClick={() => setAsking(true)}>
            {texts.revoke}
          </DangerButton>
        )}
        <ConfirmDialog
          isOpen={asking}
          title={texts.confirmTitle}
          text={texts.confirmText}
          confirmLabel={texts.revoke}
          onConfirm={() => {
            setAsking(false);
            revoke.mutate();
          }}
          onCancel={() => setAsking(false)}
        />
      </td>
    </tr>
  );
}
