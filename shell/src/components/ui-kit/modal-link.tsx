// An action that opens a form: a link to the form's own page, so that it works from the first paint and
// without scripts; once the page's scripts run, a plain click opens the same form in a modal instead
// (a click with a modifier key or another button still opens the page, in a new tab or window).
import { useState, type MouseEvent, type ReactNode } from 'react';
import { ButtonLink, type ButtonSize, type ButtonVariant } from './button';
import { Modal } from './modal';

export interface ModalLinkProps {
  /** The form's own page. */
  href: string;
  label: string;
  modalTitle: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** The modal's content; `close` closes it (the forms call it 2000 ms after success). */
  children: (close: () => void) => ReactNode;
}

const opensInPlace = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

export function ModalLink({ href, label, modalTitle, variant = 'primary', size = 'large', className, children }: ModalLinkProps) {
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <ButtonLink
        href={href}
        variant={variant}
        size={size}
        className={className}
        onClick={(event) => {
          if (!opensInPlace(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </ButtonLink>
      <Modal isOpen={isOpen} onClose={close} title={modalTitle}>
        {isOpen && children(close)}
      </Modal>
    </>
  );
}
