import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shell/ui';
import { serverMessage } from '../../../lib/api-errors';
import { requestPasswordReset } from '../api';
import { GateField, signInEmail } from './gate-field';

export const forgottenPasswordMessages = {
  emailRequired: 'Моля, въведете имейла, с който влизате',
  failed: 'Заявката не можа да бъде изпратена. Опитайте отново след малко.',
} as const;

/**
 * «Забравена парола»: the person's e-mail goes to the server, which answers every address alike; what it says
 * is shown as it is (a link follows by e-mail if the address is a person's).
 */
export function ForgottenPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { heading: useId(), error: useId() };
  const errorRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opened from the gate's button: focus moves to the new form's heading, so what changed is heard.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) return setError(forgottenPasswordMessages.emailRequired);
    setPending(true);
    setError(null);
    try {
      const answer = await requestPasswordReset(email.trim());
      if (answer.success) setStatus(answer.message);
      else setError(answer.message);
    } catch (failure: unknown) {
      setError(serverMessage(failure) ?? forgottenPasswordMessages.failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="admin-gate" aria-labelledby={ids.heading}>
      <h1 id={ids.heading} ref={headingRef} tabIndex={-1}>
        Забравена парола
      </h1>
      <p className="admin-gate__intro">Въведете имейла, с който влизате. Ще ви изпратим връзка, с която да изберете нова парола.</p>
      {status ? (
        <p role="status">{status}</p>
      ) : (
        <form className="admin-gate__form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <GateField {...signInEmail} value={email} onChange={setEmail} invalid={Boolean(error)} messageId={error ? ids.error : undefined} />
          <Button type="submit" loading={pending}>
            Изпращане на връзка
          </Button>
          <p id={ids.error} ref={errorRef} role="alert" tabIndex={-1} className="admin-gate__error">
            {error}
          </p>
        </form>
      )}
      <Button variant="secondary" onClick={onBack}>
        Обратно към входа
      </Button>
    </section>
  );
}
