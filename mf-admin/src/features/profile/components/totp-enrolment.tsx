// Turning the second factor on: the server's new secret, typed or opened in the authenticator app, then the app's
// current code confirms it and the ten recovery codes are handed on.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { TotpEnrolment as Enrolment } from '@site/shared/contracts/auth';
import { Button, focusWhenShown } from 'shell/ui';
import { FormField } from '../../../components/form-field';
import { CopyButton } from '../../../components/copy-button';
import { isServerAnswer, serverMessage } from '../../../lib/api-errors';
import { secondFactorTexts } from '../messages';
import { useConfirmTotp, useStartTotp } from '../queries';

/** The base32 secret in groups of four, easier to copy by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TotpEnrolment({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const start = useStartTotp({
    onSuccess: (started) => setEnrolment(started),
    errorMessage: (error) => serverMessage(error) ?? secondFactorTexts.startFailed,
  });
  if (enrolment) return <TotpConfirmation enrolment={enrolment} onEnabled={onEnabled} />;
  return (
    <>
      <p>{secondFactorTexts.appOff}</p>
      <Button loading={start.isPending} onClick={() => start.mutate()}>
        {secondFactorTexts.start}
      </Button>
    </>
  );
}

function TotpConfirmation({ enrolment, onEnabled }: { enrolment: Enrolment; onEnabled: (recoveryCodes: string[]) => void }) {
  const ids = { heading: useId(), secret: useId() };
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);

  const refuse = (message: string) => {
    setCodeError(message);
    codeRef.current?.focus();
  };
  const confirm = useConfirmTotp({
    onSuccess: (recoveryCodes) => onEnabled(recoveryCodes),
    // Every refusal is about the one field (a wrong or used code); other failures go to the status region.
    errorMessage: (error) => {
      if (!isServerAnswer(error)) return secondFactorTexts.confirmFailed;
      refuse(serverMessage(error) ?? secondFactorTexts.confirmFailed);
      return null;
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return refuse(secondFactorTexts.codeRequired);
    setCodeError(undefined);
    confirm.mutate(typed);
  };

  return (
    <div className="profile-step">
      <h3 id={ids.heading} ref={focusWhenShown} tabIndex={-1}>
        {secondFactorTexts.enrolHeading}
      </h3>
      <ol className="profile-steps">
        {secondFactorTexts.enrolSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="profile-secret">
        <p id={ids.secret} className="admin-field__label">
          {secondFactorTexts.secret}
        </p>
        <p>
          <code className="profile-secret__value">{groupedSecret(enrolment.secret)}</code>
        </p>
        <p className="admin-field__hint">{secondFactorTexts.secretHint}</p>
        <div className="admin-form__actions">
          <CopyButton text={enrolment.secret} describedBy={ids.secret} />
          <a href={enrolment.uri}>{secondFactorTexts.openInApp}</a>
        </div>
      </div>
      <form className="admin-form__fields profile-form" onSubmit={onSubmit} noValidate>
        <FormField label={secondFactorTexts.code} hint={secondFactorTexts.codeHint} error={codeError} required>
          {(control) => (
            <input
              {...control}
              ref={codeRef}
              type="text"
              name="one-time-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <div className="admin-form__actions">
          <Button type="submit" loading={confirm.isPending}>
            {secondFactorTexts.confirm}
          </Button>
        </div>
      </form>
    </div>
  );
}
