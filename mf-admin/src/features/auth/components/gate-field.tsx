// A field of the sign-in screens (.admin-gate__form): its label, a hint under the label, the input, and the error
// about it under the input. The input is described by a message of the form's about it (`messageId`), its hint
// and its own error, and marked invalid while `invalid` or while it has an error.
import { useId, type Ref } from 'react';

export interface GateFieldProps {
  label: string;
  hint?: string;
  type: 'email' | 'password' | 'text';
  name: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** A message shown elsewhere in the form that is about this field. */
  messageId?: string;
  /** The field's own error, shown under it. */
  error?: string;
  /** A code typed from a phone or a sheet: no capitals, no spelling check. */
  code?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The e-mail a person signs in with: the same name and autocomplete wherever it is asked, so a password manager fills it. */
export const signInEmail = { label: 'Имейл', type: 'email', name: 'email', autoComplete: 'username' } as const;

export function GateField({ label, hint, error, messageId, invalid, code, onChange, ref, ...input }: GateFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [messageId, hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="admin-gate__hint">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        {...input}
        {...(code ? { autoCapitalize: 'none', spellCheck: false } : {})}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={errorId} className="admin-gate__error">
          {error}
        </p>
      )}
    </>
  );
}
