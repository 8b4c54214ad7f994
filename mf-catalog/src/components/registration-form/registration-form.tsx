// The one registration form: free consultation, course sign-up and event sign-up (spec sections 4, 5, 8).
// A plain HTML form first: it posts to its page's own address, where the server validates it with the same
// rules, stores it and sends the visitor to the success text, or renders the page again with the messages
// and what was typed. Once the page's scripts run, the same form is sent without a reload and shows the
// messages as the visitor corrects the fields. Its fields keep what is typed in them (they are never
// emptied by the page taking over): the form's values are read from the form itself when it is sent.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, focusWhenShown, HoneypotField, honeypotValue } from 'shell/ui';
import { useSubmittedForm } from 'shell/router';
import { getErrorMessage, validateRegistration, type RegistrationErrors, type RegistrationField } from '@site/shared';
import { registrationValuesFrom, type RegistrationValues } from '@site/shared/page-forms';
import { registerClient, type RegistrationRequest } from './api';
import { SUCCESS_CLOSE_DELAY_MS, targetDetails, type RegistrationTarget } from './registration-target';
import './registration-form.css';

type Status = 'idle' | 'submitting' | 'success' | 'error';

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
  const [status, setStatus] = useState<Status>(submitted?.failed ? 'error' : 'idle');
  const [failure, setFailure] = useState<string | null>(submitted?.message ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(closeTimer.current);
    };
  }, []);

  const valuesOf = (form: HTMLFormElement): RegistrationValues => registrationValuesFrom(new FormData(form));

  const reset = () => {
    formRef.current?.reset();
    setErrors({});
    setValidateLive(false);
    setStatus('idle');
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'success') return;
    const form = event.currentTarget;
    const values = valuesOf(form);
    const found = validateRegistration(values);
    setValidateLive(true);
    setErrors(found);
    setFailure(null);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setStatus('idle');
      const element = form.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setStatus('submitting');
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
    try {
      await registerClient(payload);
      if (!mounted.current) return;
      setStatus('success');
      closeTimer.current = setTimeout(() => {
        reset();
        onSuccessRef.current?.();
      }, SUCCESS_CLOSE_DELAY_MS);
    } catch (error: unknown) {
      console.error('Registration failed:', getErrorMessage(error));
      if (mounted.current) setStatus('error');
    }
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
      aria-busy={status === 'submitting'}
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
        {status === 'success' && (
          <p ref={focusWhenShown} tabIndex={-1} role="status" className="catalog-form__message catalog-form__message--success">
            {details.successText}
          </p>
        )}
        {status === 'error' && (
          <p ref={focusWhenShown} tabIndex={-1} role="alert" className="catalog-form__message catalog-form__message--error">
            {failure ?? details.failureText}
          </p>
        )}
      </div>

      <Button type="submit" size="large" className="catalog-form__submit" loading={status === 'submitting'} disabled={status === 'success'}>
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
