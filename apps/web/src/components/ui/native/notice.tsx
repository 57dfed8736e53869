import type { HTMLAttributes, ReactNode } from 'react';
import classes from './native.module.css';

/** A tinted box that says where things stand: forest (good news), orange (to do), bronze (to check), red, gray. */
export function Notice({
  tone = 'forest',
  title,
  children,
  ...others
}: HTMLAttributes<HTMLDivElement> & {
  tone?: 'forest' | 'orange' | 'bronze' | 'red' | 'gray';
  title?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div {...others} className={classes.notice} data-tone={tone === 'forest' ? undefined : tone}>
      {title ? <p className={classes.noticeTitle}>{title}</p> : null}
      {children}
    </div>
  );
}
