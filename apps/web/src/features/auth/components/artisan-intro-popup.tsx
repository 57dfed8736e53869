import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/native/button';
import { Dialog } from '../../../components/ui/native/dialog';
import { setCookie } from '../../../lib/cookies/cookies';
import { INTRO_COOKIE } from './artisan-intro';
import classes from './login-page.module.css';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * On screens under 768px, a dismissible introduction; its dismissal is remembered in a cookie.
 * A native dialog: it opens over the artisan login, which phones load without Mantine.
 */
export function ArtisanIntroPopup() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(true);

  const dismiss = () => {
    setCookie(INTRO_COOKIE, '1', { maxAgeSeconds: ONE_YEAR_S });
    setOpen(false);
  };

  return (
    <Dialog opened={open} onClose={dismiss} title={t('intro.title')} testId="artisan-intro-popup">
      <p className={classes.introText}>{t('intro.p1')}</p>
      <p className={classes.introText}>{t('intro.p2')}</p>
      <div className={classes.introActions}>
        <Button onClick={dismiss} data-autofocus>
          {t('intro.dismiss')}
        </Button>
      </div>
    </Dialog>
  );
}
