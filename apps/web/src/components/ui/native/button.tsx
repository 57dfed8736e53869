import type { ButtonHTMLAttributes } from 'react';
import classes from './native.module.css';

export type ButtonLook = {
  /** filled (the default), default (white with a border), light (tinted), subtle (text only). */
  variant?: 'filled' | 'default' | 'light' | 'subtle';
  /** lg for the one action of a screen, compact for small actions in a row, icon for a square. */
  size?: 'md' | 'lg' | 'compact' | 'icon';
  /** red for an action that removes something. */
  tone?: 'red';
};

/** The attributes that draw an element (a button, or a router Link) as a button. */
export function buttonLook({ variant, size, tone }: ButtonLook) {
  return {
    className: classes.button,
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size === 'md' ? undefined : size,
    'data-tone': tone,
  };
}

/**
 * A button on the browser's own element. `loading` keeps it in place, disabled, with a spinner
 * before its label, and tells screen readers it is busy.
 */
export function Button({
  variant,
  size,
  tone,
  loading = false,
  type = 'button',
  disabled,
  children,
  ...others
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { loading?: boolean }) {
  return (
    <button
      type={type}
      {...others}
      {...buttonLook({ variant, size, tone })}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={classes.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
