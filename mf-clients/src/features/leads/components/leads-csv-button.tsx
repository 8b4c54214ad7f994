import type { LeadFilter } from '@site/shared';
import { todayInSofia } from '@site/shared/sofia-dates';
import { Button } from 'shell/ui';
import { ErrorLine } from '../../../components/error-line';
import { failureText } from '../../../lib/api-failure';
import { saveFile } from '../../../lib/save-file';
import { useClientsTokenStore } from '../../../lib/token-store';
import { inboxTexts } from '../messages';
import { useLeadsCsv } from '../queries';

/** Downloads every request the filters select (all pages), as the server writes the CSV. */
export function LeadsCsvButton({ filter }: { filter: LeadFilter }) {
  const token = useClientsTokenStore((state) => state.token);
  const csv = useLeadsCsv();
  return (
    <div className="leads-export">
      <Button
        variant="outline"
        loading={csv.isPending}
        onClick={() => csv.mutate({ token, filter }, { onSuccess: (file) => saveFile(file, inboxTexts.csvFileName(todayInSofia())) })}
      >
        {inboxTexts.exportCsv}
      </Button>
      {csv.isError && <ErrorLine message={failureText(csv.error, inboxTexts.exportFailed)} />}
    </div>
  );
}
