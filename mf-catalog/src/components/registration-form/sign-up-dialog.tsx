// A sign-up button that opens the shell's modal with the registration form.
import { useState } from 'react';
import { Button, Modal, type ButtonSize, type ButtonVariant } from 'shell/ui';
import { RegistrationForm } from './registration-form';
import type { RegistrationTarget } from './registration-target';

interface SignUpDialogProps {
  target: RegistrationTarget;
  buttonLabel: string;
  modalTitle: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function SignUpDialog({ target, buttonLabel, modalTitle, variant = 'primary', size = 'large' }: SignUpDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title={modalTitle}>
        <RegistrationForm target={target} onSuccess={() => setOpen(false)} />
      </Modal>
    </>
  );
}
