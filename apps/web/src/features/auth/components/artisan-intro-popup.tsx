import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../components/ui/popup';
import { getCookie, setCookie } from '../../../lib/cookies/cookies';

/** SPEC.md section 9: one cookie remembers the artisan intro popup. */
export const INTRO_COOKIE = 'artisanIntroSeen';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** On screens under 768px, a dismissible introduction; its dismissal is remembered. */
export function ArtisanIntroPopup() {
  const { t } = useTranslation('account');
  const small = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useState(() => getCookie(INTRO_COOKIE) === '1');

  const dismiss = () => {
    setCookie(INTRO_COOKIE, '1', { maxAgeSeconds: ONE_YEAR_S });
    setDismissed(true);
  };

  return (
    <Popup opened={Boolean(small) && !dismissed} onClose={dismiss} title={t('intro.title')} testId="artisan-intro-popup">
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
