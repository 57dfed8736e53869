import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** When a screen fails to render or its code cannot be fetched (often: a new build was deployed). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>{t('errors.title')}</Title>
        <Text>{t('errors.generic')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
