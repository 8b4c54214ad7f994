import { useId, type FormEvent } from 'react';
import { Button } from 'shell/ui';
import type { Client } from '@site/shared';
import { fetchFilteredClients } from '../api';
import { lookupMessages, lookupTexts } from '../messages';
import { useClientsTokenStore } from '../store';
import { useLookup } from '../use-lookup';
import { useStaffPageMeta } from '../use-staff-page-meta';
import { ClientCard } from './client-card';
import { TokenField } from './token-field';
import './clients-page.css';
import { LookupError } from './lookup-error';

const messages = { notFound: lookupMessages.clientsNotFound, fetchError: lookupMessages.clientsFetchError };

/** /clients/filtered: the server's filtered list of clients, loaded with the staff token. */
export function ClientsFilteredPage() {
  useStaffPageMeta(lookupTexts.filteredHeading);
  const countId = useId();
  const token = useClientsTokenStore((state) => state.token);
  const lookup = useLookup<Client[]>(messages);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.loading) return;
    void lookup.run(() => fetchFilteredClients(token));
  };

  return (
    <section className="clients-page">
      <h1 className="clients-page__title">{lookupTexts.filteredHeading}</h1>
      <form className="clients-form" noValidate onSubmit={onSubmit}>
        <TokenField onForget={lookup.clear} />
        <div className="clients-form__actions">
          <Button type="submit" loading={lookup.loading}>
            {lookupTexts.load}
          </Button>
        </div>
      </form>
      <LookupError message={lookup.error} />
      {lookup.data && (
        <div className="clients-result">
          <p id={countId} className="clients-count" role="status">
            {lookupTexts.foundCount(lookup.data.length)}
          </p>
          <ul className="clients-list" aria-labelledby={countId}>
            {lookup.data.map((client, index) => (
              <li key={client.id}>
                <ClientCard client={client} focusOnShow={index === 0} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
