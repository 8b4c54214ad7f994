// Exposed as 'catalog/ConsultationForm': the free-consultation form inside the shell's home modal.
import { pathTo } from '@site/shared/site-paths';
import { RegistrationForm } from '../components/registration-form/registration-form';

interface ConsultationFormProps {
  /** The shell closes its modal with this, 2000 ms after a successful request. */
  onSuccess?: () => void;
}

export function Component({ onSuccess }: ConsultationFormProps) {
  return <RegistrationForm target={{ kind: 'consultation' }} action={pathTo('consultation')} onSuccess={onSuccess} />;
}
