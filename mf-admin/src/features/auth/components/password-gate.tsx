import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shell/ui';
import type { AuthToken } from '@site/shared/contracts/auth';
import { useSessionStore } from '../../../lib/session-store';
import { startAuthentication } from '@simplewebauthn/browser';
import { signInWithEmail, verifyPassword, type SecondFactorQuestion } from '../api';
import { ForgottenPasswordForm } from './forgotten-password-form';
import { GateField, signInEmail } from './gate-field';
import { loginErrorMessage, loginMessages } from '../login-error';
import './password-gate.css';

interface PasswordGateProps {
  /** Called once the password is accepted, just before the new session opens. */
  onSessionStart?: () => void;
  /** The heading of the screen behind the gate (the console section asked for). */
  title?: string;
}

/**
 * What the gate says after a try. `form`: about the e-mail or password (the message takes focus); `codeAsked`
 * and `codeRefused`: about the second factor's code (its field takes focus, described by the message).
 */
interface Failure {
  message: string;
  kind: 'form' | 'codeAsked' | 'codeRefused';
}

const questionOf = (data: unknown): SecondFactorQuestion => (data && typeof data === 'object' ? (data as SecondFactorQuestion) : {});

/**
 * The lock in front of the console: a staff person's e-mail and password (and, for one who uses a second
 * factor, its code once the server asks for it), or (e-mail left empty) the administrator password; checked by
 * the server only.
 */
export function PasswordGate({ onSessionStart, title = 'Управление на статии' }: PasswordGateProps) {
  const signIn = useSessionStore((state) => state.signIn);
  const gateMessage = useSessionStore((state) => state.gateMessage);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  /** The person has a passkey: the gate offers it next to the code. */
  const [passkeyOffered, setPasskeyOffered] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const busy = useRef(false);
  const headingId = useId();
  const errorId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // A refused password's message takes focus, so it is heard and the field is one Shift+Tab away; a question
  // about the code puts focus in the code's field, which the message describes.
  useEffect(() => {
    if (failure) (failure.kind === 'form' ? errorRef : codeRef).current?.focus();
  }, [failure]);

  const start = (auth: AuthToken) => {
    onSessionStart?.();
    signIn(auth);
  };

  /** The server's refusal: a question about the second factor, or about the e-mail and password. */
  const refused = (answer: { data: unknown; message: string }, sentProof: boolean) => {
    const question = questionOf(answer.data);
    if (question.field === 'code') {
      setCodeAsked(true);
      if (question.passkey) setPasskeyOffered(true);
      setCode('');
      setFailure({ message: answer.message, kind: sentProof ? 'codeRefused' : 'codeAsked' });
    } else {
      setFailure({ message: answer.message || loginMessages.checkFailed, kind: 'form' });
    }
  };

  const signInByEmail = async (account: string) => {
    const typedCode = codeAsked ? code.trim() : undefined;
    const answer = await signInWithEmail(account, password, typedCode === undefined ? undefined : { code: typedCode });
    if (answer.success) return start(answer.data as AuthToken);
    refused(answer, typedCode !== undefined);
  };

  /** Asks the server for a fresh challenge, has the browser sign it with the person's passkey, and sends that. */
  const signInWithPasskey = async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setFailure(null);
    try {
      const asked = await signInWithEmail(email.trim(), password);
      if (asked.success) return start(asked.data as AuthToken);
      const options = questionOf(asked.data).passkey;
      if (!options) return refused(asked, false);
      const answer = await signInWithEmail(email.trim(), password, { passkey: await startAuthentication({ optionsJSON: options }) });
      if (answer.success) return start(answer.data as AuthToken);
      refused(answer, true);
    } catch {
      // The browser's dialog was closed, timed out, or no passkey answered.
      setFailure({ message: loginMessages.passkeyFailed, kind: 'codeAsked' });
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const account = email.trim();
    if (!password) return setFailure({ message: loginMessages.passwordRequired, kind: 'form' });
    if (account && codeAsked && !code.trim()) return setFailure({ message: loginMessages.codeRequired, kind: 'codeAsked' });
    busy.current = true;
    setPending(true);
    setFailure(null);
    try {
      if (account) await signInByEmail(account);
      else start(await verifyPassword(password));
    } catch (error: unknown) {
      setFailure({ message: loginErrorMessage(error, Boolean(account)), kind: 'form' });
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  if (forgotten) return <ForgottenPasswordForm initialEmail={email} onBack={() => setForgotten(false)} />;
  const message = failure?.message ?? gateMessage;
  const aboutForm = message !== null && (failure === null || failure.kind === 'form');
  return (
    <section className="admin-gate" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p className="admin-gate__intro">Тази страница е само за администратори. Въведете паролата, за да продължите.</p>
      <form className="admin-gate__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <GateField
          {...signInEmail}
          hint="Членовете на екипа влизат с имейла си. С паролата на администратора оставете полето празно."
          value={email}
          onChange={setEmail}
        />
        <GateField
          label="Парола"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          invalid={failure?.kind === 'form'}
          messageId={aboutForm ? errorId : undefined}
          // The screen's one field: staff come here to type the password, and nothing precedes it.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
        />
        {/* Asked for once the server wants it. Text, not a number: a recovery code has letters and a dash;
            `one-time-code` lets the phone offer a code it received. */}
        {codeAsked && (
          <GateField
            ref={codeRef}
            label="Код за потвърждение"
            hint="6 цифри от приложението за удостоверяване или един от резервните кодове."
            type="text"
            name="one-time-code"
            autoComplete="one-time-code"
            code
            value={code}
            onChange={setCode}
            invalid={failure?.kind === 'codeRefused'}
            messageId={failure && failure.kind !== 'form' ? errorId : undefined}
          />
        )}
        <Button type="submit" loading={pending}>
          Вход
        </Button>
        {passkeyOffered && (
          <Button variant="secondary" loading={pending} onClick={() => void signInWithPasskey()}>
            Вход с ключ за достъп
          </Button>
        )}
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
