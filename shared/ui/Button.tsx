import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  /** Full width. */
  block?: boolean;
  /** A request is in flight (pair with useSingleFlight): aria-busy, disabled, spinner. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Class names of a button look, for links that should look like buttons (`<a className=…>`). */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'md' | 'sm' = 'md', block = false): string {
  return [styles.button, styles[variant], size === 'sm' && styles.small, block && styles.block].filter(Boolean).join(' ');
}

/** The kit's button: `type="button"` unless told otherwise, variants on the theme tokens, a busy state. */
export function Button({ variant = 'primary', size = 'md', block = false, busy = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass(variant, size, block), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
