import { useId, useState } from 'react';
import { Button } from 'shell/ui';
import { ErrorLine } from '../../../components/error-line';
import { failureText } from '../../../lib/api-failure';
import { saveFile } from '../../../lib/save-file';
import { useClientsTokenStore } from '../../../lib/token-store';
import { cardTexts } from '../messages';
import { personalDataFile } from '../personal-data-file';
import { usePersonalDataExport, useWithdrawMarketing, type useEraseClient } from '../queries';
import { EraseClientDialog } from './erase-client-dialog';

interface ClientRightsProps {
  clientId: number;
  erased: boolean;
  erase: ReturnType<typeof useEraseClient>;
}

/** The person's rights, exercised by staff on request: a copy of their data, no more marketing, erasure. */
export function ClientRights({ clientId, erased, erase }: ClientRightsProps) {
  const headingId = useId();
  const token = useClientsTokenStore((state) => state.token);
  const exportData = usePersonalDataExport(clientId);
  const withdraw = useWithdrawMarketing(clientId);
  const [confirming, setConfirming] = useState(false);

  const failure =
    (exportData.isError && failureText(exportData.error, cardTexts.exportFailed)) ||
    (withdraw.isError && failureText(withdraw.error, cardTexts.withdrawFailed)) ||
    (erase.isError && failureText(erase.error, cardTexts.eraseFailed)) ||
    '';

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="leads-card__heading">
        {cardTexts.rights}
      </h2>
      <div className="leads-rights">
        <Button
          variant="outline"
          loading={exportData.isPending}
          onClick={() => exportData.mutate(token, { onSuccess: (data) => saveFile(personalDataFile(data), cardTexts.jsonFileName(clientId)) })}
        >
          {cardTexts.exportJson}
        </Button>
        {!erased && (
          <>
            <Button variant="outline" loading={withdraw.isPending} onClick={() => withdraw.mutate(token)}>
              {cardTexts.withdrawMarketing}
            </Button>
            <Button variant="outline" className="leads-rights__erase" loading={erase.isPending} onClick={() => setConfirming(true)}>
              {cardTexts.erase}
            </Button>
          </>
        )}
      </div>
      <p className="leads-saved" role="status">
        {withdraw.isSuccess ? cardTexts.marketingWithdrawn : ''}
      </p>
      <ErrorLine message={failure} />
      <EraseClientDialog
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          // Closed first: the focus goes back to the button (busy until the card shows the erasure).
          setConfirming(false);
          erase.mutate(token);
        }}
      />
    </section>
  );
}
