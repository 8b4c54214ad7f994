// The one registration form: free consultation, course sign-up and event sign-up (spec sections 4, 5, 8).
// A plain HTML form first: it posts to its page's own address, where the server validates it with the same
// rules, stores it and sends the visitor to the success text, or renders the page again with the messages
// and what was typed. Once the page's scripts run, the same form is sent without a reload and shows the
// messages as the visitor corrects the fields. Its fields keep what is typed in them (they are never
// emptied by the page taking over): the form's values are read from the form itself when it is sent.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { QueryClient, useMutation } from '@tanstack/react-query';
import { Button, focusWhenShown, HoneypotField, honeypotValue } from 'shell/ui';
import { useSubmittedForm } from 'shell/router';
import { getErrorMessage, validateRegistration, type RegistrationErrors, type RegistrationField } from '@site/shared';
import { registrationValuesFrom, type RegistrationValues } from '@site/shared/page-forms';
import { registerClient, type RegistrationRequest } from './api';
import { SUCCESS_CLOSE_DELAY_MS, targetDetails, type RegistrationTarget } from './registration-target';
import './registration-form.css';

// A sign-up changes nothing a page has read, so it runs in a client of its own: the form needs no provider
// around it, wherever a page or the shell's modal puts it.
const signUps = new QueryClient();

// The order in which the first invalid field receives focus after a failed submit.
const FIELD_ORDER: RegistrationField[] = ['fullName', 'email', 'phone', 'agreedToPrivacyPolicy', 'agreedToTermsOfService'];

interface RegistrationFormProps {
  target: RegistrationTarget;
  /** The form's own page, where it posts without scripts. */
  action: string;
  /** Called 2000 ms after a successful registration (the host closes its modal). */
  onSuccess?: () => void;
}

export function RegistrationForm({ target, action, onSuccess }: RegistrationFormProps) {
  const details = targetDetails(target);
  const id = useId();
  const submitted = useSubmittedForm('sign-up');
  const initial = submitted?.values ?? {};
  const [errors, setErrors] = useState<RegistrationErrors>(submitted?.fieldErrors ?? {});
  // After the first submit (here, or the server's answer to one) the messages follow the corrections.
  const [validateLive, setValidateLive] = useState(submitted !== null);
  // The server's failed answer to a post sent without scripts (with its message, if any), shown until the next submit.
  const [postFailure, setPostFailure] = useState(submitted?.failed ? { message: submitted.message } : null);
  const sending = useMutation(
    {
      mutationFn: registerClient,
      // Offline, the call fails and says so at once rather than waiting for the network.
      networkMode: 'always',
      onError: (error) => console.error('Registration failed:', getErrorMessage(error)),
    },
    signUps,
  );
  // Set by the send's own callback, which runs only while the form is shown: the success text is drawn at once
  // (not a tick later, when the query library tells its observers), and a form closed meanwhile closes nothing.
  const [sent, setSent] = useState(false);
  const failed = sending.isError || postFailure !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      formRef.current?.reset();
      setErrors({});
      setValidateLive(false);
      setSent(false);
      onSuccessRef.current?.();
    }, SUCCESS_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const valuesOf = (form: HTMLFormElement): RegistrationValues => registrationValuesFrom(new FormData(form));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending || sent) return;
    const form = event.currentTarget;
    const values = valuesOf(form);
    const found = validateRegistration(values);
    setValidateLive(true);
    setErrors(found);
    setPostFailure(null);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      sending.reset();
      const element = form.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const payload: RegistrationRequest = {
      ...values,
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      registrationSource: details.registrationSource,
      ...(details.courseIds ? { courseIds: details.courseIds } : {}),
      ...(details.eventId !== undefined ? { eventId: details.eventId } : {}),
      website: honeypotValue(form),
    };
    sending.mutate(payload, { onSuccess: () => setSent(true) });
  };

  const followCorrections = (event: FormEvent<HTMLFormElement>) => {
    if (validateLive) setErrors(validateRegistration(valuesOf(event.currentTarget)));
  };

  const fieldIds = (field: RegistrationField) => ({ input: `${id}-${field}`, error: `${id}-${field}-error` });
  const invalidProps = (field: RegistrationField) => {
    const message = errors[field];
    return message ? { 'aria-invalid': true as const, 'aria-describedby': fieldIds(field).error } : { 'aria-invalid': false as const };
  };
  const errorLine = (field: RegistrationField) =>
    errors[field] ? (
      <p id={fieldIds(field).error} className="catalog-form__error">
        {errors[field]}
      </p>
    ) : null;

  const textField = (field: 'fullName' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <div className="catalog-form__field">
      <label htmlFor={fieldIds(field).input}>
        {label}
        <span className="catalog-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={fieldIds(field).input}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        defaultValue={typeof initial[field] === 'string' ? initial[field] : ''}
        {...invalidProps(field)}
      />
      {errorLine(field)}
    </div>
  );

  const consent = (
    field: 'agreedToPrivacyPolicy' | 'agreedToTermsOfService' | 'agreedToMarketingPolicy' | 'agreedToCookiePolicy',
    label: ReactNode,
    required: boolean,
  ) => {
    const inputId = `${id}-${field}`;
    const validated = field === 'agreedToPrivacyPolicy' || field === 'agreedToTermsOfService';
    return (
      <div className="catalog-form__consent">
        <input
          id={inputId}
          name={field}
          type="checkbox"
          required={required}
          defaultChecked={initial[field] === true}
          {...(validated ? invalidProps(field) : {})}
        />
        <label htmlFor={inputId}>{label}</label>
        {validated && errorLine(field)}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className="catalog-form"
      method="post"
      action={action}
      noValidate
      onSubmit={submit}
      onChange={followCorrections}
      aria-busy={sending.isPending}
    >
      {textField('fullName', 'Име и фамилия', 'text', 'name')}
      {textField('email', 'Имейл', 'email', 'email')}
      {textField('phone', 'Телефон', 'tel', 'tel')}
      <HoneypotField />

      <fieldset className="catalog-form__consents">
        <legend className="visually-hidden">Съгласия</legend>
        {consent(
          'agreedToPrivacyPolicy',
          <>
            Съгласен/на съм с <PolicyLink href="/privacy">политиката за лични данни</PolicyLink>
          </>,
          true,
        )}
        {consent(
          'agreedToTermsOfService',
          <>
            Приемам <PolicyLink href="/terms">общите условия</PolicyLink>
          </>,
          true,
        )}
        {/* A disclosure that opens without scripts; open from the start when an optional box was ticked. */}
        <details className="catalog-form__advanced" open={initial.agreedToMarketingPolicy === true || initial.agreedToCookiePolicy === true}>
          <summary className="catalog-form__advanced-toggle">Разширени опции</summary>
          {consent(
            'agreedToMarketingPolicy',
            <>
              Съгласен/на съм да получавам търговски съобщения според <PolicyLink href="/marketing">политиката за директен маркетинг</PolicyLink>
            </>,
            false,
          )}
          {consent(
            'agreedToCookiePolicy',
            <>
              Приемам <PolicyLink href="/cookies">политиката за бисквитки</PolicyLink>
            </>,
            false,
          )}
        </details>
      </fieldset>

      <div className="catalog-form__live">
        {sent && (
          <p ref={focusWhenShown} tabIndex={-1} role="status" className="catalog-form__message catalog-form__message--success">
            {details.successText}
          </p>
        )}
        {failed && (
          <p ref={focusWhenShown} tabIndex={-1} role="alert" className="catalog-form__message catalog-form__message--error">
            {postFailure?.message ?? details.failureText}
          </p>
        )}
      </div>

      <Button type="submit" size="large" className="catalog-form__submit" loading={sending.isPending} disabled={sent}>
        {details.submitLabel}
      </Button>
    </form>
  );
}

/** Policy pages open in a new tab, so the half-filled form is not lost. */
function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
