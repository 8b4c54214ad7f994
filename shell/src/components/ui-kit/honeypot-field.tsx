// The honeypot of the public forms (sign-up, marketing withdrawal): a field people never meet, which bots
// fill in. The server answers a filled one as usual and stores nothing (api/src/routes/public-forms.ts).
import { useId } from 'react';

/** The name the server reads the honeypot under. */
export const HONEYPOT_NAME = 'website';

/**
 * Off-screen rather than `display: none`, which bots learn to skip; hidden from assistive technology, out
 * of the tab order and without autofill, so no person fills it in. Uncontrolled: a bot may set its value
 * without the events a controlled input needs, so the form reads it with `honeypotValue` when it is sent.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div className="ui-honeypot" aria-hidden="true">
      <label htmlFor={id}>Уебсайт</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the form's honeypot holds ('' for a person). */
export function honeypotValue(form: HTMLFormElement): string {
  const value = new FormData(form).get(HONEYPOT_NAME);
  return typeof value === 'string' ? value : '';
}
