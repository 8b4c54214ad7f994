import { useId, useState, type FormEvent } from 'react';
import { Button } from 'shell/ui';
import { lookupTexts } from '../messages';
import { useClientByEmailLookup } from '../queries';
import { useClientsTokenStore } from '../../../lib/token-store';
import { ClientCard } from './client-card';
import { ErrorLine } from '../../../components/error-line';
import { TokenField } from '../../../components/token-field';
import '../../../components/clients-page.css';

/** /clients/by-email: one client found by e-mail with the staff token. */
export function ClientsByEmailPage() {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const token = useClientsTokenStore((state) => state.token);
  const lookup = useClientByEmailLookup();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.loading) return;
    // No client-side validation (spec section 5): whatever is typed is sent.
    lookup.search(email, token);
  };

  return (
    <section className="clients-page">
      <h1 className="clients-page__title">{lookupTexts.byEmailHeading}</h1>
      {/* noValidate: the browser's own e-mail check would be client-side validation. */}
      <form className="clients-form" role="search" noValidate onSubmit={onSubmit}>
        <div className="clients-field">
          <label className="clients-field__label" htmlFor={emailId}>
            {lookupTexts.emailLabel}
          </label>
          <input
            id={emailId}
            className="clients-input"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <TokenField onForget={lookup.clear} />
        <div className="clients-form__actions">
          <Button type="submit" loading={lookup.loading}>
            {lookupTexts.search}
          </Button>
        </div>
      </form>
      <ErrorLine message={lookup.error} />
      {lookup.data && (
        <div className="clients-result">
          <ClientCard client={lookup.data} focusOnShow />
        </div>
      )}
    </section>
  );
}
