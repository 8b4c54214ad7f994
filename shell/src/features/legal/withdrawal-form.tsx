// The marketing policy page's form for withdrawing the consent to marketing messages by e-mail.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { emailError } from '@site/shared';
import { Button } from '../../components/ui-kit/button';
import { focusWhenShown } from '../../components/ui-kit/focus-when-shown';
import { HoneypotField, honeypotValue } from '../../components/ui-kit/honeypot-field';
import { withdrawMarketingConsent } from './api';

const WITHDRAWAL_FAILURE = 'Възникна грешка при изпращането. Моля опитайте отново.';

export function WithdrawalForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const emailInput = useRef<HTMLInputElement>(null);
  // Messages appear on the first submit and then follow the corrections, as in the sign-up form.
  const [validateLive, setValidateLive] = useState(false);
  const withdrawal = useMutation({ mutationFn: withdrawMarketingConsent });
  const error = validateLive ? emailError(email) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (withdrawal.isPending) return;
    setValidateLive(true);
    if (emailError(email)) {
      emailInput.current?.focus();
      return;
    }
    withdrawal.mutate({ email: email.trim(), website: honeypotValue(event.currentTarget) });
  };

  const ids = { heading: `${id}-heading`, email: `${id}-email`, error: `${id}-email-error` };
  return (
    <section className="legal-withdrawal" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Оттегляне на съгласието</h2>
      <form className="legal-withdrawal__form" noValidate onSubmit={submit} aria-busy={withdrawal.isPending}>
        <div className="legal-withdrawal__field">
          <label htmlFor={ids.email}>Имейл</label>
          <input
            ref={emailInput}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
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
        {withdrawal.isSuccess && (
          <p ref={focusWhenShown} tabIndex={-1} role="status" className="legal-withdrawal__message">
            {withdrawal.data}
          </p>
        )}
        {withdrawal.isError && (
          <p ref={focusWhenShown} tabIndex={-1} role="alert" className="legal-withdrawal__message legal-withdrawal__message--error">
            {WITHDRAWAL_FAILURE}
          </p>
        )}
        <Button type="submit" loading={withdrawal.isPending}>
          Оттегли съгласието
        </Button>
      </form>
    </section>
  );
}
