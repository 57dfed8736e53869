import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An evaluation screen's body while its first read is under way. */
export function ScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader color="forest" type="dots" aria-label={t('common.loading')} />
    </Center>
  );
}
