import { useId, type FormEvent } from 'react';
import { Button } from 'shell/ui';
import { lookupTexts } from '../messages';
import { useFilteredClientsLookup } from '../queries';
import { useClientsTokenStore } from '../../../lib/token-store';
import { ClientCard } from './client-card';
import { ErrorLine } from '../../../components/error-line';
import { TokenField } from '../../../components/token-field';
import '../../../components/clients-page.css';

/** /clients/filtered: the server's filtered list of clients, loaded with the staff token. */
export function ClientsFilteredPage() {
  const countId = useId();
  const token = useClientsTokenStore((state) => state.token);
  const lookup = useFilteredClientsLookup();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.loading) return;
    lookup.search(token);
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
      <ErrorLine message={lookup.error} />
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
