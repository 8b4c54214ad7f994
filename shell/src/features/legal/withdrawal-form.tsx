// The marketing policy page's form for withdrawing the consent to marketing messages by e-mail. A plain
// form first: it posts to /marketing, where the server records it and sends the visitor back with ?sent
// (or renders the page again with the message and the address typed); once the page's scripts run it is
// sent without a reload. The address is read from the field itself, so what was typed before the page's
// scripts took over is what is sent.
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { emailError } from '@site/shared';
import { WITHDRAWAL_CONFIRMATION } from '@site/shared/contracts/consent';
import { emailFrom, SENT_QUERY } from '@site/shared/page-forms';
import { pathTo } from '@site/shared/site-paths';
import { Button } from '../../components/ui-kit/button';
import { focusWhenShown } from '../../components/ui-kit/focus-when-shown';
import { HoneypotField, honeypotValue } from '../../components/ui-kit/honeypot-field';
import { useSubmittedForm } from '../../lib/submitted-form';
import { withdrawMarketingConsent } from './api';

const WITHDRAWAL_FAILURE = 'Възникна грешка при изпращането. Моля опитайте отново.';
/** Where the form is on the page: the server sends the visitor back to it. */
export const WITHDRAWAL_ANCHOR = 'ottegliane';

export function WithdrawalForm() {
  const id = useId();
  const submitted = useSubmittedForm('withdrawal');
  const [search] = useSearchParams();
  const sentWithoutScripts = search.has(SENT_QUERY);
  // Messages appear on the first submit and then follow the corrections, as in the sign-up form.
  const [error, setError] = useState<string | undefined>(submitted?.fieldErrors.email);
  const [validateLive, setValidateLive] = useState(submitted !== null);
  const withdrawal = useMutation({ mutationFn: withdrawMarketingConsent });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (withdrawal.isPending) return;
    const form = event.currentTarget;
    const email = emailFrom(new FormData(form));
    setValidateLive(true);
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) {
      const input = form.elements.namedItem('email');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    withdrawal.mutate({ email: email.trim(), website: honeypotValue(form) });
  };

  const followCorrections = (event: FormEvent<HTMLFormElement>) => {
    if (validateLive) setError(emailError(emailFrom(new FormData(event.currentTarget))));
  };

  const failed = withdrawal.isError || (submitted?.failed ?? false);
  const confirmed = withdrawal.isSuccess ? withdrawal.data : sentWithoutScripts && !submitted ? WITHDRAWAL_CONFIRMATION : null;
  const ids = { heading: `${id}-heading`, email: `${id}-email`, error: `${id}-email-error` };
  const typed = submitted?.values.email;
  return (
    <section id={WITHDRAWAL_ANCHOR} className="legal-withdrawal" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Оттегляне на съгласието</h2>
      <form
        className="legal-withdrawal__form"
        method="post"
        action={pathTo('marketing')}
        noValidate
        onSubmit={submit}
        onChange={followCorrections}
        aria-busy={withdrawal.isPending}
      >
        <div className="legal-withdrawal__field">
          <label htmlFor={ids.email}>Имейл</label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={typeof typed === 'string' ? typed : ''}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? ids.error : undefined}
          />
          {error && (
            <p id={ids.error} className="legal-withdrawal__error">
              {error}
            </p>
          )}
        </div>
        <HoneypotField />
        {confirmed && (
          <p ref={focusWhenShown} tabIndex={-1} role="status" className="legal-withdrawal__message">
            {confirmed}
          </p>
        )}
        {failed && !withdrawal.isPending && !withdrawal.isSuccess && (
          <p ref={focusWhenShown} tabIndex={-1} role="alert" className="legal-withdrawal__message legal-withdrawal__message--error">
            {(!withdrawal.isError && submitted?.message) || WITHDRAWAL_FAILURE}
          </p>
        )}
        <Button type="submit" loading={withdrawal.isPending}>
          Оттегли съгласието
        </Button>
      </form>
    </section>
  );
}
