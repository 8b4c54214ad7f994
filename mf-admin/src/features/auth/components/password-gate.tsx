import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shell/ui';
import { useSessionStore } from '../../../lib/session-store';
import { signInWithEmail, verifyPassword } from '../api';
import { ForgottenPasswordForm } from './forgotten-password-form';
import { loginErrorMessage, loginMessages } from '../login-error';
import './password-gate.css';

interface PasswordGateProps {
  /** Called once the password is accepted, just before the new session opens. */
  onSessionStart?: () => void;
  /** The heading of the screen behind the gate (the console section asked for). */
  title?: string;
}

/**
 * The lock in front of the console: a staff person's e-mail and password, or (e-mail left empty) the
 * administrator password; checked by the server only.
 */
export function PasswordGate({ onSessionStart, title = 'Управление на статии' }: PasswordGateProps) {
  const signIn = useSessionStore((state) => state.signIn);
  const gateMessage = useSessionStore((state) => state.gateMessage);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const busy = useRef(false);
  const inputId = useId();
  const emailId = useId();
  const errorId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);

  // A refused password's message takes focus, so it is heard and the field is one Shift+Tab away.
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    if (!password) {
      setError(loginMessages.passwordRequired);
      return;
    }
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      const auth = email.trim() ? await signInWithEmail(email.trim(), password) : await verifyPassword(password);
      onSessionStart?.();
      signIn(auth);
    } catch (failure: unknown) {
      setError(loginErrorMessage(failure, Boolean(email.trim())));
      setPending(false);
      busy.current = false;
    }
  };

  if (forgotten) return <ForgottenPasswordForm initialEmail={email} onBack={() => setForgotten(false)} />;
  const message = error ?? gateMessage;
  return (
    <section className="admin-gate" aria-labelledby={`${inputId}-heading`}>
      <h1 id={`${inputId}-heading`}>{title}</h1>
      <p className="admin-gate__intro">Тази страница е само за администратори. Въведете паролата, за да продължите.</p>
      <form className="admin-gate__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={emailId}>Имейл</label>
        <p id={`${emailId}-hint`} className="admin-gate__hint">
          Членовете на екипа влизат с имейла си. С паролата на администратора оставете полето празно.
        </p>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${emailId}-hint`}
        />
        <label htmlFor={inputId}>Парола</label>
        <input
          id={inputId}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          // The screen's one field: staff come here to type the password, and nothing precedes it.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
        />
        <Button type="submit" loading={pending}>
          Вход
        </Button>
        <p id={errorId} ref={errorRef} role="alert" tabIndex={-1} className="admin-gate__error">
          {message}
        </p>
      </form>
      <Button variant="outline" size="small" onClick={() => setForgotten(true)}>
        Забравена парола
      </Button>
    </section>
  );
}
