import { useId } from 'react';
import type { ConsentEntry } from '@site/shared';
import { consentActionLabels, consentPurposeLabels, consentSourceLabels } from '@site/shared/consent-labels';
import { formatDateTime } from '../../../lib/format-date';
import { cardTexts } from '../messages';

const { consentColumns: columns } = cardTexts;

/** Every consent given or withdrawn, oldest first, with the version of the text the person was shown. */
export function ConsentLog({ entries }: { entries: ConsentEntry[] }) {
  const headingId = useId();
  return (
    // Not a region itself: the scrolling table is, under the same name (two regions may not share one).
    <section>
      <h2 id={headingId} className="leads-card__heading">
        {cardTexts.consentLog}
      </h2>
      {entries.length === 0 ? (
        <p>{cardTexts.noConsentLog}</p>
      ) : (
        <div className="leads-table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="leads-table">
            <thead>
              <tr>
                <th scope="col">{columns.time}</th>
                <th scope="col">{columns.purpose}</th>
                <th scope="col">{columns.action}</th>
                <th scope="col">{columns.version}</th>
                <th scope="col">{columns.source}</th>
                <th scope="col">{columns.request}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="leads-table__nowrap">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td>{consentPurposeLabels[entry.purpose]}</td>
                  <td>{consentActionLabels[entry.action]}</td>
                  <td className="leads-table__nowrap">{entry.policyVersion}</td>
                  <td>{consentSourceLabels[entry.source]}</td>
                  <td>{entry.requestId === null ? '—' : `№${entry.requestId}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
