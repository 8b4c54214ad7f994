import { useRef, useState, type FormEvent } from 'react';
import { PERSONAL_TOKEN_MAX_DAYS, type NewPersonalToken } from '@site/shared/contracts/auth';
import { Button } from 'shell/ui';
import { FormField } from '../../../components/form-field';
import { serverMessage } from '../../../lib/api-errors';
import { tokensTexts } from '../messages';
import { useCreatePersonalToken } from '../queries';

const DEFAULT_DAYS = '30';

type Errors = Partial<Record<'name' | 'days', string>>;

function validate(name: string, days: string): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = tokensTexts.nameRequired;
  const count = Number(days);
  if (!/^\d+$/.test(days.trim()) || count < 1 || count > PERSONAL_TOKEN_MAX_DAYS) errors.days = tokensTexts.daysInvalid;
  return errors;
}

/** A new personal token: what it is for and for how many days (30 unless changed). */
export function PersonalTokenForm({ onCreated }: { onCreated: (created: NewPersonalToken) => void }) {
  const [name, setName] = useState('');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [errors, setErrors] = useState<Errors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const daysRef = useRef<HTMLInputElement>(null);

  const create = useCreatePersonalToken({
    onSuccess: (created) => {
      setName('');
      setDays(DEFAULT_DAYS);
      onCreated(created);
    },
    errorMessage: (error) => serverMessage(error) ?? tokensTexts.createFailed,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(name, days);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.days) return daysRef.current?.focus();
    create.mutate({ name: name.trim(), expiresInDays: Number(days) });
  };

  return (
    <form className="admin-form__fields profile-form" onSubmit={onSubmit} noValidate>
      <FormField label={tokensTexts.name} hint={tokensTexts.nameHint} error={errors.name} required>
        {(control) => (
          <input {...control} ref={nameRef} type="text" name="token-name" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        )}
      </FormField>
      <FormField label={tokensTexts.days} hint={tokensTexts.daysHint} error={errors.days} required>
        {(control) => (
          <input
            {...control}
            ref={daysRef}
            type="number"
            name="token-days"
            min={1}
            max={PERSONAL_TOKEN_MAX_DAYS}
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        )}
      </FormField>
      <div className="admin-form__actions">
        <Button type="submit" loading={create.isPending}>
          {tokensTexts.create}
        </Button>
      </div>
    </form>
  );
}
