// The one registration form: free consultation, course sign-up and event sign-up (spec sections 4, 5, 8).
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button, focusWhenShown, HoneypotField, honeypotValue } from 'shell/ui';
import {
  getErrorMessage,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationPayload,
} from '@site/shared';
import { registerClient, type RegistrationRequest } from './api';
import { SUCCESS_CLOSE_DELAY_MS, targetDetails, type RegistrationTarget } from './registration-target';
import './registration-form.css';

type Values = Omit<RegistrationPayload, 'registrationSource' | 'courseIds'>;
type Status = 'idle' | 'submitting' | 'success' | 'error';

const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  agreedToPrivacyPolicy: false,
  agreedToTermsOfService: false,
  agreedToMarketingPolicy: false,
  agreedToCookiePolicy: false,
};

// The order in which the first invalid field receives focus after a failed submit.
const FIELD_ORDER: RegistrationField[] = ['fullName', 'email', 'phone', 'agreedToPrivacyPolicy', 'agreedToTermsOfService'];

interface RegistrationFormProps {
  target: RegistrationTarget;
  /** Called 2000 ms after a successful registration (the host closes its modal). */
  onSuccess?: () => void;
}

export function RegistrationForm({ target, onSuccess }: RegistrationFormProps) {
  const details = targetDetails(target);
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [validateLive, setValidateLive] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const fields = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});
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

  const update = <K extends keyof Values>(name: K, value: Values[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After the first submit the messages follow the user's corrections.
    if (validateLive) setErrors(validateRegistration(next));
  };
  const onText = (name: 'fullName' | 'email' | 'phone') => (event: ChangeEvent<HTMLInputElement>) =>
    update(name, event.target.value);
  const onCheck = (name: Exclude<keyof Values, 'fullName' | 'email' | 'phone'>) => (event: ChangeEvent<HTMLInputElement>) =>
    update(name, event.target.checked);

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setValidateLive(false);
    setStatus('idle');
    setAdvancedOpen(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'success') return;
    const website = honeypotValue(event.currentTarget);
    const found = validateRegistration(values);
    setValidateLive(true);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setStatus('idle');
      fields.current[firstInvalid]?.focus();
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
      website,
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

  const fieldIds = (field: RegistrationField) => ({ input: `${id}-${field}`, error: `${id}-${field}-error` });
  const invalidProps = (field: RegistrationField) => {
    const message = errors[field];
    return message
      ? { 'aria-invalid': true as const, 'aria-describedby': fieldIds(field).error }
      : { 'aria-invalid': false as const };
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
        ref={(element) => {
          fields.current[field] = element;
        }}
        id={fieldIds(field).input}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[field]}
        onChange={onText(field)}
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
          ref={(element) => {
            if (validated) fields.current[field] = element;
          }}
          id={inputId}
          name={field}
          type="checkbox"
          required={required}
          checked={values[field]}
          onChange={onCheck(field)}
          {...(validated ? invalidProps(field) : {})}
        />
        <label htmlFor={inputId}>{label}</label>
        {validated && errorLine(field)}
      </div>
    );
  };

  const advancedId = `${id}-advanced`;
  return (
    <form className="catalog-form" noValidate onSubmit={submit} aria-busy={status === 'submitting'}>
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
        <button
          type="button"
          className="catalog-form__advanced-toggle"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          Разширени опции
        </button>
        <div id={advancedId} className="catalog-form__advanced" hidden={!advancedOpen}>
          {consent(
            'agreedToMarketingPolicy',
            <>
              Съгласен/на съм да получавам търговски съобщения според{' '}
              <PolicyLink href="/marketing">политиката за директен маркетинг</PolicyLink>
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
        </div>
      </fieldset>

      <div className="catalog-form__live">
        {status === 'success' && (
          <p ref={focusWhenShown} tabIndex={-1} role="status" className="catalog-form__message catalog-form__message--success">
            {details.successText}
          </p>
        )}
        {status === 'error' && (
          <p ref={focusWhenShown} tabIndex={-1} role="alert" className="catalog-form__message catalog-form__message--error">
            {details.failureText}
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
