import { useId } from 'react';
import type { Lead } from '@site/shared';
import { leadKindLabels, leadStatusLabels } from '@site/shared/lead-labels';
import { formatMoney } from '@site/shared/money';
import { formatDateTime } from '../../../lib/format-date';
import { givenConsents, statusHistory } from '../lead-text';
import { cardTexts } from '../messages';

/** Every request of the person in the order they came (oldest first), each with its status history. */
export function ClientRequests({ requests }: { requests: Lead[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="leads-card__heading">
        {cardTexts.requests(requests.length)}
      </h2>
      {requests.length === 0 ? (
        <p>{cardTexts.noRequests}</p>
      ) : (
        <ol className="leads-requests" aria-labelledby={headingId}>
          {requests.map((lead) => (
            <li key={lead.id} className="leads-request">
              <h3 className="leads-request__title">
                {cardTexts.requestNumber(lead.id)}: {leadKindLabels[lead.kind]}
              </h3>
              <dl className="leads-request__details">
                <dt>{cardTexts.requested}</dt>
                <dd>{lead.requested}</dd>
                {lead.price && (
                  <>
                    <dt>{cardTexts.quotedPrice}</dt>
                    <dd>{formatMoney(lead.price)}</dd>
                  </>
                )}
                <dt>{cardTexts.sentAt}</dt>
                <dd>
                  <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                </dd>
                <dt>{cardTexts.status}</dt>
                <dd>{leadStatusLabels[lead.status]}</dd>
                {lead.statusChanges.length > 0 && (
                  <>
                    <dt>{cardTexts.statusHistory}</dt>
                    <dd>{statusHistory(lead)}</dd>
                  </>
                )}
                <dt>{cardTexts.consents}</dt>
                <dd>{givenConsents(lead.consents, cardTexts.noConsents)}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
