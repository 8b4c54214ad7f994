import { useId } from 'react';
import { focusWhenShown } from 'shell/ui';
import type { PersonalData } from '@site/shared';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { cardTexts } from '../messages';
import { useEraseClient } from '../queries';
import { ClientRequests } from './client-requests';
import { ClientRights } from './client-rights';
import { ConsentLog } from './consent-log';
import { StaffAccessLog } from './staff-access-log';

/** The person, their requests oldest first, the consent log, the staff's accesses, and what staff may do for them. */
export function PersonalDataView({ data }: { data: PersonalData }) {
  const { client } = data;
  const detailsId = useId();
  // Held here: once erased, the notice takes the focus from the button that is no longer there.
  const erase = useEraseClient(client.id);

  return (
    <div className="clients-result leads-card">
      {client.erasedAt && (
        <p className="leads-erased" role="status" tabIndex={-1} ref={erase.isSuccess ? focusWhenShown : undefined}>
          {cardTexts.erasedOn(formatDateTime(client.erasedAt))}
        </p>
      )}
      <section aria-labelledby={detailsId}>
        <h2 id={detailsId} className="leads-card__heading">
          {cardTexts.details}
        </h2>
        <dl className="clients-facts leads-details">
          <div className="clients-facts__row">
            <dt>{cardTexts.name}</dt>
            <dd>{client.fullName || '—'}</dd>
          </div>
          <div className="clients-facts__row">
            <dt>{cardTexts.email}</dt>
            <dd>{client.email ? <a href={`mailto:${client.email}`}>{client.email}</a> : '—'}</dd>
          </div>
          <div className="clients-facts__row">
            <dt>{cardTexts.phone}</dt>
            <dd>{client.phone || '—'}</dd>
          </div>
          <div className="clients-facts__row">
            <dt>{cardTexts.clientSince}</dt>
            <dd>
              <time dateTime={client.createdAt}>{formatDate(client.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </section>
      <ClientRequests requests={data.requests} />
      <ConsentLog entries={data.consents} />
      <StaffAccessLog accesses={data.staffAccesses} />
      <ClientRights clientId={client.id} erased={client.erasedAt !== null} erase={erase} />
    </div>
  );
}
