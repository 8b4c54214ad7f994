import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button shows 'Зареждане...' and cannot be pressed, but keeps keyboard focus. */
  loading?: boolean;
}

const buttonClasses = (variant: ButtonVariant, size: ButtonSize, className: string | undefined) =>
  ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, className].filter(Boolean).join(' ');

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  // The `disabled` attribute would drop focus to the page body; while loading the button stays focusable,
  // is announced as unavailable, and a press (or a form's Enter) does nothing.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? 'Зареждане...' : children}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A link that looks like the button kit's buttons: an action that works as a plain link before (and
 * without) the page's scripts, e.g. to a form's own page, and that a script may turn into a modal.
 */
export function ButtonLink({ variant = 'primary', size = 'medium', className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClasses(variant, size, className)}>
      {children}
    </a>
  );
}
