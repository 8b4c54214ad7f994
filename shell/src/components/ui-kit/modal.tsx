import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Logo } from './logo';
import { useScrollLock } from './use-scroll-lock';
import { trapTab } from './focus-trap';

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title?: string;
  children?: ReactNode;
}

/** The site's one dialog: logo, close button, optional title and content. */
export function Modal({ isOpen, onClose, title, children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useScrollLock(isOpen);

  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const background = makeBackgroundInert(dialogRef.current?.parentElement ?? null);
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      else if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      background.restore();
      opener?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return createPortal(
    // A click beside the dialog closes it for mouse users; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y-x/no-static-element-interactions
    <div className="ui-modal__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="ui-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : 'Диалог'}
        tabIndex={-1}
      >
        <div className="ui-modal__top">
          <Logo />
          <button type="button" className="ui-modal__close" onClick={onClose} aria-label="Затвори">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {title && (
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
        )}
        <div className="ui-modal__content">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Everything on the page but the dialog becomes `inert`: unreachable by Tab, pointer and assistive technology. */
function makeBackgroundInert(dialogRoot: Element | null): { restore(): void } {
  const others = Array.from(document.body.children).filter((element) => element !== dialogRoot && !element.hasAttribute('inert'));
  for (const element of others) element.setAttribute('inert', '');
  return {
    restore: () => {
      for (const element of others) element.removeAttribute('inert');
    },
  };
}
