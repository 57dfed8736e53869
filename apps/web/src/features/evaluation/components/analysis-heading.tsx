import { Anchor, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import type { Language } from '../../../lib/i18n/languages';
import { useArtisanHeading } from '../api/get-artisan-heading';
import classes from './analysis.module.css';
import { ArtisanScreenButton } from '../../../components/ui/artisan-screen-button';

/**
 * The top of the analysis and decision screens: back to the list (staff) or the artisan home, what
 * the screen is, whose it is, and the ways to the artisan's other evaluation screens.
 */
export function AnalysisHeading({
  artisanId,
  language,
  screen,
  isArtisan,
  extra,
}: {
  artisanId: string;
  language: Language;
  screen: 'analysis' | 'decision';
  isArtisan: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('analysis');
  const artisan = useArtisanHeading(artisanId);
  const name = artisan.data ? `${artisan.data.firstName} ${artisan.data.lastName}`.trim() : '';
  const overline = isArtisan ? name : t(`heading.${screen}`);
  const title = isArtisan ? t('heading.own') : name || t(`heading.${screen}`);
  const toScreen = { artisanId, language, variant: 'default', size: 'sm' } as const;
  return (
    <Stack gap="xs">
      <Anchor
        component={Link}
        to={isArtisan ? pathTo('artisan home', language) : pathTo('artisans', language)}
        size="sm"
        c="forest.8"
        className={classes.back}
      >
        ← {isArtisan ? t('heading.backHome') : t('heading.backToList')}
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {overline ? <p className={classes.overline}>{overline}</p> : null}
          <h1 className={classes.title}>{title}</h1>
        </Stack>
        <Group gap="xs" className={classes.headingActions}>
          {isArtisan ? null : (
            <>
              <ArtisanScreenButton {...toScreen} screen="artisan_evaluation_edit">
                {t('heading.toEvaluation')}
              </ArtisanScreenButton>
              {/* The decision leads back to the analysis; the analysis on to the decision. */}
              <ArtisanScreenButton
                {...toScreen}
                screen={screen === 'decision' ? 'artisan_analysis_view' : 'artisan_analysis_edit'}
              >
                {screen === 'decision' ? t('heading.toAnalysis') : t('heading.toDecision')}
              </ArtisanScreenButton>
            </>
          )}
          {extra}
        </Group>
      </Group>
    </Stack>
  );
}
