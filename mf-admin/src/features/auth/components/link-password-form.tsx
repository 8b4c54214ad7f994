import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'shell/ui';
import { Link } from 'shell/router';
import type { AuthToken } from '@site/shared';
import { useSessionStore } from '../../../lib/session-store';
import { linkPageTitles, type LinkPage } from '../link-pages';
import { acceptInvitation, completePasswordReset } from '../api';
import './password-gate.css';
import { GateField } from './gate-field';

/** What both fields of a new password are to the browser: its password manager offers to make and save one. */
const newPassword = { type: 'password', name: 'new-password', autoComplete: 'new-password' } as const;

export const linkPasswordMessages = {
  passwordRequired: 'Моля, въведете парола',
  passwordsDiffer: 'Двете пароли не съвпадат',
} as const;

/** What each page of an e-mailed link says, and which call sets the password. */
export const linkPageTexts = {
  invitation: {
    intro: 'Изберете парола, с която ще влизате с имейла от поканата.',
    noToken: 'Връзката от поканата е непълна. Отворете я отново от писмото.',
    failed: 'Поканата не можа да бъде приета. Опитайте отново след малко.',
    doneHeading: 'Поканата е приета',
    done: 'Добре дошли в екипа! Паролата е запазена и вече сте влезли.',
    send: acceptInvitation,
  },
  'password-reset': {
    intro: 'Изберете нова парола. Щом я запазите, всичките ви досегашни сесии се прекратяват.',
    noToken: 'Връзката за нова парола е непълна. Отворете я отново от писмото.',
    failed: 'Паролата не можа да бъде сменена. Опитайте отново след малко.',
    doneHeading: 'Паролата е сменена',
    done: 'Новата парола е запазена и вече сте влезли.',
    send: completePasswordReset,
  },
} as const satisfies Record<LinkPage, unknown>;

/** The token of the link, which it carries after `#` (never sent to a server by the browser). */
const tokenFromAddress = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.replace(/^#/, '')));

/** /admin/invitation#<token> and /admin/password-reset#<token>: the person chooses a password and is signed in. */
export function LinkPasswordForm({ page, onSessionStart }: { page: LinkPage; onSessionStart?: () => void }) {
  const texts = linkPageTexts[page];
  const signIn = useSessionStore((state) => state.signIn);
  const [token] = useState(tokenFromAddress);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'password' | 'repeated'; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(token ? null : texts.noToken);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const busy = useRef(false);
  const ids = { heading: useId(), form: useId() };
  const errorRef = useRef<HTMLParagraphElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatedRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (fieldError?.field === 'password') passwordRef.current?.focus();
    if (fieldError?.field === 'repeated') repeatedRef.current?.focus();
  }, [fieldError]);
  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || !token) return;
    if (!password) return setFieldError({ field: 'password', message: linkPasswordMessages.passwordRequired });
    if (password !== repeated) return setFieldError({ field: 'repeated', message: linkPasswordMessages.passwordsDiffer });
    busy.current = true;
    setPending(true);
    setFieldError(null);
    setFormError(null);
    try {
      const answer = await texts.send(token, password);
      if (answer.success) {
        onSessionStart?.();
        signIn(answer.data as AuthToken);
        setDone(true);
        return;
      }
      const field = answer.data && 'field' in answer.data ? answer.data.field : undefined;
      if (field === 'password') setFieldError({ field: 'password', message: answer.message });
      else setFormError(answer.message);
    } catch {
      setFormError(texts.failed);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  if (done) {
    return (
      <section className="admin-gate" aria-labelledby={ids.heading}>
        <h1 id={ids.heading}>{texts.doneHeading}</h1>
        <p role="status">{texts.done}</p>
        <p>
          <Link to="/admin/articles">Към конзолата</Link>
        </p>
      </section>
    );
  }
  const errorOf = (field: 'password' | 'repeated') => (fieldError?.field === field ? fieldError.message : undefined);
  return (
    <section className="admin-gate" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{linkPageTitles[page]}</h1>
      <p className="admin-gate__intro">{texts.intro}</p>
      <form className="admin-gate__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-describedby={formError ? ids.form : undefined}>
        <GateField
          {...newPassword}
          ref={passwordRef}
          label="Нова парола"
          hint="Поне 15 знака. Най-лесно е изречение от няколко думи; без имейла ви и без името на сайта."
          value={password}
          onChange={setPassword}
          error={errorOf('password')}
        />
        <GateField
          {...newPassword}
          ref={repeatedRef}
          label="Повторете паролата"
          name="repeat-password"
          value={repeated}
          onChange={setRepeated}
          error={errorOf('repeated')}
        />
        <Button type="submit" loading={pending} disabled={!token}>
          Запазване и вход
        </Button>
        <p id={ids.form} ref={errorRef} role="alert" tabIndex={-1} className="admin-gate__error">
          {formError}
        </p>
      </form>
    </section>
  );
}
