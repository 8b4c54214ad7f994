// A sign-up action: a link to the sign-up form's own page (works before and without the page's scripts),
// which opens the form in the shell's modal once they run.
import { ModalLink, type ButtonSize, type ButtonVariant } from 'shell/ui';
import { RegistrationForm } from './registration-form';
import type { RegistrationTarget } from './registration-target';

interface SignUpDialogProps {
  target: RegistrationTarget;
  /** The sign-up form's page (pathTo('courseSignUp' | 'vipSignUp' | 'eventSignUp', …)). */
  href: string;
  buttonLabel: string;
  modalTitle: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function SignUpDialog({ target, href, buttonLabel, modalTitle, variant = 'primary', size = 'large' }: SignUpDialogProps) {
  return (
    <ModalLink href={href} label={buttonLabel} modalTitle={modalTitle} variant={variant} size={size}>
      {(close) => <RegistrationForm target={target} action={href} onSuccess={close} />}
    </ModalLink>
  );
}
