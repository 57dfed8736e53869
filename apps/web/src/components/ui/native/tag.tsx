import type { HTMLAttributes } from 'react';
import classes from './native.module.css';

/** A short status word in a pill: light (the default), filled or outline; forest or orange. */
export function Tag({
  tone,
  variant,
  size,
  ...others
}: HTMLAttributes<HTMLSpanElement> & {
  tone?: 'orange';
  variant?: 'filled' | 'outline';
  size?: 'lg';
  'data-testid'?: string;
}) {
  return (
    <span {...others} className={classes.tag} data-tone={tone} data-variant={variant} data-size={size} />
  );
}
