import { useId } from 'react';
import { Link } from 'shell/router';
import type { Lead } from '@site/shared';
import { leadKindLabels } from '@site/shared/lead-labels';
import { formatDateTime } from '../../../lib/format-date';
import { clientCardPath, givenConsents } from '../lead-text';
import { inboxTexts } from '../messages';
import { LeadStatusSelect } from './lead-status-select';

const { columns } = inboxTexts;

/** One page of requests, newest first. Scrolls sideways on a narrow screen (and by keyboard: it takes focus). */
export function LeadsTable({ leads, onStatusSaved }: { leads: Lead[]; onStatusSaved: (lead: Lead) => void }) {
  const captionId = useId();
  return (
    <div className="leads-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="leads-table">
        <caption id={captionId} className="leads-table__caption">
          {inboxTexts.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.sentAt}</th>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.email}</th>
            <th scope="col">{columns.phone}</th>
            <th scope="col">{columns.kind}</th>
            <th scope="col">{columns.requested}</th>
            <th scope="col">{columns.consents}</th>
            <th scope="col">{columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td>
                <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
              </td>
              <th scope="row">
                <Link to={clientCardPath(lead.clientId)}>{lead.erasedAt ? inboxTexts.erasedClient : lead.fullName}</Link>
              </th>
              <td>{lead.email ? <EmailLink email={lead.email} /> : '—'}</td>
              <td className="leads-table__nowrap">{lead.phone || '—'}</td>
              <td>{leadKindLabels[lead.kind]}</td>
              <td>{lead.requested}</td>
              <td>{givenConsents(lead.consents, inboxTexts.noConsents)}</td>
              <td>
                <LeadStatusSelect lead={lead} onSaved={onStatusSaved} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A long address may wrap after its '@' (not inside a word), so the table keeps its columns on a laptop.
 * The label keeps its name one word, whatever a reader makes of the break.
 */
function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <a href={`mailto:${email}`} aria-label={email}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </a>
  );
}
