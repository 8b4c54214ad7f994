import type { FormEvent, ReactNode } from 'react';
import { Button } from 'shell/ui';
import type { Lookup } from '../queries';
import { useClientsTokenStore } from '../../../lib/token-store';
import { ErrorLine } from '../../../components/error-line';
import { TokenField } from '../../../components/token-field';
import '../../../components/clients-page.css';

interface LookupPageProps<T> {
  heading: string;
  submitLabel: string;
  lookup: Lookup<T>;
  /** Sends the lookup with the staff token (never called while one is loading). */
  onSearch(token: string): void;
  /** The form's own fields before the token (the e-mail); it is a search form when it has any. */
  fields?: ReactNode;
  /** What a result shows. */
  children(data: T): ReactNode;
}

/** A lookup screen (spec section 4): the form with the staff token, the button's loading state, then the result or the red error line. */
export function LookupPage<T>({ heading, submitLabel, lookup, onSearch, fields, children }: LookupPageProps<T>) {
  const token = useClientsTokenStore((state) => state.token);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!lookup.loading) onSearch(token);
  };
  return (
    <section className="clients-page">
      <h1 className="clients-page__title">{heading}</h1>
      {/* noValidate: the browser's own e-mail check would be client-side validation (spec section 5). */}
      <form className="clients-form" role={fields ? 'search' : undefined} noValidate onSubmit={onSubmit}>
        {fields}
        <TokenField onForget={lookup.clear} />
        <div className="clients-form__actions">
          <Button type="submit" loading={lookup.loading}>
            {submitLabel}
          </Button>
        </div>
      </form>
      <ErrorLine message={lookup.error} />
      {lookup.data && <div className="clients-result">{children(lookup.data)}</div>}
    </section>
  );
}
