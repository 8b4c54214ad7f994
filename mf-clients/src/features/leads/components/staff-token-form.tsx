import type { FormEvent } from 'react';
import { Button } from 'shell/ui';
import { TokenField } from '../../../components/token-field';

interface StaffTokenFormProps {
  submitLabel: string;
  onSubmit: () => void;
  onForget: () => void;
  loading?: boolean;
}

/** The token field of the lookup screens with the button that reads with it. */
export function StaffTokenForm({ submitLabel, onSubmit, onForget, loading = false }: StaffTokenFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) onSubmit();
  };
  return (
    <form className="clients-form" noValidate onSubmit={submit}>
      <TokenField onForget={onForget} />
      <div className="clients-form__actions">
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
