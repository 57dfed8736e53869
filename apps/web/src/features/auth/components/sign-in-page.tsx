import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import { isLanguage } from '../../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../../lib/i18n/languages';
import { SignInForm } from './sign-in-form';
import classes from './sign-in-page.module.css';

type Audience = 'staff' | 'artisan';

const TITLE_KEY: Record<Audience, string> = { staff: 'routes.login', artisan: 'routes.artisanLogin' };

function SignInPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;

  return (
    <div className={classes.page}>
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} radius="md" className={classes.card}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} className={classes.title}>
              {t(TITLE_KEY[audience])}
            </Title>
            <Text className={classes.intro}>{t(`signIn.${audience}Intro`)}</Text>
          </Stack>
          <SignInForm />
          <Anchor
            component={Link}
            to={pathTo('hub', language)}
            size="sm"
            ta="center"
            className={classes.back}
          >
            {t('common.backToHub')}
          </Anchor>
        </Stack>
      </Paper>
    </div>
  );
}

/** SPEC.md route `login`: staff and network members. */
export function StaffLoginPage() {
  return <SignInPage audience="staff" />;
}

/** SPEC.md route `artisan login`. */
export function ArtisanLoginPage() {
  return <SignInPage audience="artisan" />;
}
