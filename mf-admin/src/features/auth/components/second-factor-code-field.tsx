import { useId, type Ref } from 'react';

interface SecondFactorCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The code sent was refused. */
  invalid: boolean;
  /** The message about the code (asked for, or refused), read after the hint. */
  messageId: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The gate's «Код за потвърждение», shown once the server asks for it. A text field, not a numeric one: a
 * recovery code has letters and a dash; `one-time-code` lets the phone offer a code it received.
 */
export function SecondFactorCodeField({ value, onChange, invalid, messageId, ref }: SecondFactorCodeFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Код за потвърждение</label>
      <p id={`${id}-hint`} className="admin-gate__hint">
        6 цифри от приложението за удостоверяване или един от резервните кодове.
      </p>
      <input
        ref={ref}
        id={id}
        type="text"
        name="one-time-code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[messageId, `${id}-hint`].filter(Boolean).join(' ')}
      />
    </>
  );
}
