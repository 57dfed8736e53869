import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/native/button';
import classes from './routes.module.css';

/** When a screen fails to render or its code cannot be fetched (often: a new build was deployed). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className={classes.center}>
      <div className={classes.stack}>
        <h1 className={classes.title}>{t('errors.title')}</h1>
        <p>{t('errors.generic')}</p>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </div>
    </div>
  );
}
