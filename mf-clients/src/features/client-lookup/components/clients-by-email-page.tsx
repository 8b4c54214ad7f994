import { useId, useState } from 'react';
import { lookupTexts } from '../messages';
import { useClientByEmailLookup } from '../queries';
import { ClientCard } from './client-card';
import { LookupPage } from './lookup-page';

/** /clients/by-email: one client found by e-mail with the staff token. */
export function ClientsByEmailPage() {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const lookup = useClientByEmailLookup();
  return (
    <LookupPage
      heading={lookupTexts.byEmailHeading}
      submitLabel={lookupTexts.search}
      lookup={lookup}
      // No client-side validation (spec section 5): whatever is typed is sent.
      onSearch={(token) => lookup.search(email, token)}
      fields={
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
      }
    >
      {(client) => <ClientCard client={client} focusOnShow />}
    </LookupPage>
  );
}
