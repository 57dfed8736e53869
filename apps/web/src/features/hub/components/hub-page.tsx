import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pathTo, type RouteName } from '../../../config/paths';
import { useProductName } from '../../../lib/app-config/get-app-config';
import { isLanguage } from '../../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../../lib/i18n/languages';
import classes from './hub-page.module.css';

type Choice = { key: 'artisan' | 'member'; route: RouteName };

const CHOICES: readonly Choice[] = [
  { key: 'artisan', route: 'artisan login' },
  { key: 'member', route: 'login' },
];

/** The entry for visitors (SPEC.md route `hub`): who are you, and where to go from here. */
export function HubPage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const productName = useProductName();

  return (
    <div className={classes.page}>
      <Stack gap="xl" className={classes.inner}>
        <Stack gap="sm" align="center" ta="center" className={classes.hero}>
          <Text className={classes.overline}>{t('topBar.foundation')}</Text>
          <Title order={1} className={classes.title}>
            {productName}
          </Title>
          <Text className={classes.tagline}>{t('hub.tagline')}</Text>
          <span className={classes.rule} aria-hidden="true" />
          <Text className={classes.intro}>{t('hub.intro')}</Text>
        </Stack>

        <section aria-labelledby="hub-choices">
          <Title order={2} id="hub-choices" className={classes.choicesHeading}>
            {t('hub.choose')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {CHOICES.map((choice) => (
              <Paper
                key={choice.key}
                component="article"
                className={classes.card}
                withBorder
                p={{ base: 'lg', sm: 'xl' }}
                radius="md"
              >
                <Stack gap="md" h="100%">
                  <Title order={3} className={classes.cardTitle}>
                    {t(`hub.${choice.key}.title`)}
                  </Title>
                  <Text className={classes.cardText}>{t(`hub.${choice.key}.text`)}</Text>
                  <Button
                    component={Link}
                    to={pathTo(choice.route, language)}
                    size="md"
                    mt="auto"
                    fullWidth
                    classNames={{ root: classes.action, label: classes.actionLabel }}
                  >
                    {t(`hub.${choice.key}.action`)}
                  </Button>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </section>

        <Text ta="center">
          <Anchor component={Link} to={pathTo('criteria', language)} className={classes.criteria}>
            {t('hub.criteria')}
            <span aria-hidden="true"> →</span>
          </Anchor>
        </Text>
      </Stack>
    </div>
  );
}
