import { useId } from 'react';
import type { Lead } from '@site/shared';
import { LEAD_STATUSES } from '@site/shared/contracts/lead';
import { leadStatusLabels } from '@site/shared/lead-labels';
import { failureText } from '../../../lib/api-failure';
import { formatDateTime } from '../../../lib/format-date';
import { useClientsTokenStore } from '../../../lib/token-store';
import { inboxTexts } from '../messages';
import { useSetLeadStatus } from '../queries';

/** A request's status, saved as soon as staff choose another, with the time of the last change. */
export function LeadStatusSelect({ lead, onSaved }: { lead: Lead; onSaved: (lead: Lead) => void }) {
  const changedId = useId();
  const token = useClientsTokenStore((state) => state.token);
  const save = useSetLeadStatus();
  // While saving, the choice is shown rather than the status it replaces.
  const shown = save.isPending ? save.variables.status : lead.status;
  const lastChange = lead.statusChanges.at(-1);

  return (
    <div className="leads-status">
      <select
        className="clients-input leads-status__select"
        aria-label={inboxTexts.statusOf(lead.id)}
        aria-describedby={lastChange ? changedId : undefined}
        aria-busy={save.isPending || undefined}
        value={shown}
        onChange={(event) => {
          const status = LEAD_STATUSES.find((known) => known === event.target.value);
          if (!status || save.isPending) return;
          save.mutate({ token, leadId: lead.id, status }, { onSuccess: onSaved });
        }}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {leadStatusLabels[status]}
          </option>
        ))}
      </select>
      {lastChange && (
        <span id={changedId} className="leads-status__changed">
          {inboxTexts.statusChangedAt(formatDateTime(lastChange.changedAt))}
        </span>
      )}
      {save.isError && (
        <span className="leads-status__error" role="alert">
          {failureText(save.error, inboxTexts.statusFailed)}
        </span>
      )}
    </div>
  );
}
