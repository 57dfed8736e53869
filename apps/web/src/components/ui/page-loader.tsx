import classes from './page-loader.module.css';

/** Shown while a screen's code or texts load. The label is optional: texts may not be there yet. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <div className={classes.wrap} role="status" aria-busy="true">
      <span className={classes.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </div>
  );
}
