import { focusWhenShown } from 'shell/ui';

/** The screens' red error line, announced to screen readers and given focus; nothing while there is no error. */
export function ErrorLine({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p ref={focusWhenShown} tabIndex={-1} className="clients-error" role="alert">
      {message}
    </p>
  );
}
