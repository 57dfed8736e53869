import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import { useAppConfig, useProductName } from '../../../lib/app-config/get-app-config';
import { isLanguage } from '../../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../../lib/i18n/languages';
import classes from './maintenance-page.module.css';

/**
 * The maintenance page (SPEC.md route `maintenance`), also shown for unknown paths. The way back
 * to the hub is offered only while the site is open.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const productName = useProductName();
  const open = useAppConfig().data?.maintenanceMode === false;

  return (
    <div className={classes.page}>
      <Stack gap="md" align="center" ta="center" className={classes.inner}>
        <Text className={classes.brand}>{productName}</Text>
        <Title order={1} className={classes.title}>
          {t('maintenance.title')}
        </Title>
        <Text className={classes.text}>{t('maintenance.text')}</Text>
        {open ? (
          <Anchor component={Link} to={pathTo('hub', language)} className={classes.back}>
            {t('common.backToHub')}
          </Anchor>
        ) : null}
      </Stack>
    </div>
  );
}
