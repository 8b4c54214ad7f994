import { useId } from 'react';
import type { PersonalData } from '@site/shared';
import { formatDateTime } from '../../../lib/format-date';
import { cardTexts } from '../messages';

const { staffAccessColumns: columns } = cardTexts;

/** Who of the staff read or changed the person's data, newest first: what the person may ask to know (GDPR art. 15). */
export function StaffAccessLog({ accesses }: { accesses: PersonalData['staffAccesses'] }) {
  const headingId = useId();
  return (
    <section>
      <h2 id={headingId} className="leads-card__heading">
        {cardTexts.staffAccesses}
      </h2>
      {accesses.length === 0 ? (
        <p>{cardTexts.noStaffAccesses}</p>
      ) : (
        <div className="leads-table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="leads-table">
            <thead>
              <tr>
                <th scope="col">{columns.time}</th>
                <th scope="col">{columns.by}</th>
                <th scope="col">{columns.action}</th>
              </tr>
            </thead>
            <tbody>
              {accesses.map((access, index) => (
                <tr key={`${access.at}-${index}`}>
                  <td className="leads-table__nowrap">
                    <time dateTime={access.at}>{formatDateTime(access.at)}</time>
                  </td>
                  <td>{access.by ?? cardTexts.sharedToken}</td>
                  <td className="leads-table__nowrap">{access.action}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
