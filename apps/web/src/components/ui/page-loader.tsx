import classes from './page-loader.module.css';

/**
 * Three dots that take turns, in a box drawn by `className`: something on its way. The label is
 * optional: texts may not be there yet.
 */
export function LoadingDots({
  label,
  className,
}: {
  label?: string | undefined;
  className?: string | undefined;
}) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className={classes.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </div>
  );
}

/** Shown while a screen's code or texts load. */
export function PageLoader({ label }: { label?: string }) {
  return <LoadingDots label={label} className={classes.wrap} />;
}
