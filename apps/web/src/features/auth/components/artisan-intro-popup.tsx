import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../components/ui/popup';
import { setCookie } from '../../../lib/cookies/cookies';
import { INTRO_COOKIE } from './artisan-intro';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** On screens under 768px, a dismissible introduction; its dismissal is remembered in a cookie. */
export function ArtisanIntroPopup() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(true);

  const dismiss = () => {
    setCookie(INTRO_COOKIE, '1', { maxAgeSeconds: ONE_YEAR_S });
    setOpen(false);
  };

  return (
    <Popup opened={open} onClose={dismiss} title={t('intro.title')} testId="artisan-intro-popup">
      <Stack gap="md">
        <Text style={{ lineHeight: 1.65 }}>{t('intro.p1')}</Text>
        <Text style={{ lineHeight: 1.65 }}>{t('intro.p2')}</Text>
        <Group justify="flex-end">
          <Button onClick={dismiss} data-autofocus>
            {t('intro.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Popup>
  );
}
