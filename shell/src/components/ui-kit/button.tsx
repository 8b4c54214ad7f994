import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button shows 'Зареждане...' and cannot be pressed, but keeps keyboard focus. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The classes of a button of this look: also for a link that looks like one (`<a className={buttonClassName()}>`). */
export function buttonClassName({ variant = 'primary', size = 'medium' }: { variant?: ButtonVariant; size?: ButtonSize } = {}, className?: string): string {
  return ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, className].filter(Boolean).join(' ');
}

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
  const classes = buttonClassName({ variant, size }, className);
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
