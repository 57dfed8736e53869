import classes from './routes.module.css';

/** SPEC.md: the 404 page shows only the text 404. */
export function NotFoundPage() {
  return (
    <div className={classes.center}>
      <h1 className={classes.notFound}>404</h1>
    </div>
  );
}
