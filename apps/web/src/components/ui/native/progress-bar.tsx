import classes from './native.module.css';

/** How far something is done, 0 to 100, named for screen readers by `label`. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percentage = Math.max(0, Math.min(100, value));
  return (
    <div
      className={classes.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percentage}
    >
      <div className={classes.progressBar} style={{ width: `${percentage}%` }} />
    </div>
  );
}
