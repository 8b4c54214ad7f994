import { useId } from 'react';
import { lookupTexts } from '../messages';
import { useFilteredClientsLookup } from '../queries';
import { ClientCard } from './client-card';
import { LookupPage } from './lookup-page';

/** /clients/filtered: the server's filtered list of clients (the newest 100), loaded with the staff token. */
export function ClientsFilteredPage() {
  const countId = useId();
  const lookup = useFilteredClientsLookup();
  return (
    <LookupPage heading={lookupTexts.filteredHeading} submitLabel={lookupTexts.load} lookup={lookup} onSearch={(token) => lookup.search(token)}>
      {({ items: clients, page }) => (
        <>
          <p id={countId} className="clients-count" role="status">
            {lookupTexts.foundCount(page.total)}
          </p>
          {clients.length < page.total && <p className="clients-count">{lookupTexts.newestShown(clients.length)}</p>}
          <ul className="clients-list" aria-labelledby={countId}>
            {clients.map((client, index) => (
              <li key={client.id}>
                <ClientCard client={client} focusOnShow={index === 0} />
              </li>
            ))}
          </ul>
        </>
      )}
    </LookupPage>
  );
}
