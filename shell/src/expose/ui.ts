// The UI kit the shell exposes to every remote through federation (`import { Button } from 'shell/ui'`).
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps, type ButtonSize, type ButtonVariant } from '../components/ui-kit/button';
export { Modal, type ModalProps } from '../components/ui-kit/modal';
export { ModalLink, type ModalLinkProps } from '../components/ui-kit/modal-link';
export { Logo } from '../components/ui-kit/logo';
export { focusWhenShown } from '../components/ui-kit/focus-when-shown';
export { HoneypotField, honeypotValue } from '../components/ui-kit/honeypot-field';
