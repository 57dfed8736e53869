import '@mantine/core/styles/Table.css';
import { Button, Center, Loader } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { pathTo } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import type { Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { queryClient } from '../../../lib/query/query-client';
import { isAnalysisUnavailable, useAnalysis } from '../api/get-analysis';
import { AnalysisArtisanNotice } from './analysis-artisan-notice';
import { AnalysisCriteria } from './analysis-criteria';
import { AnalysisDownloads } from './analysis-downloads';
import { AnalysisHeading } from './analysis-heading';
import { ChartIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES } from './analysis-status';
import { AnalysisSummary } from './analysis-summary';
import classes from './analysis.module.css';

/**
 * SPEC.md route `artisan_analysis_view`: points, percentage of points, current status and score per
 * criterion, per group and in total. Staff see the complete staff evaluation with the artisan's
 * self-assessment beside it, large gaps flagged; the artisan sees its own sent self-assessment, its
 * status and the committee's words (never the confidential comment). Until then the API answers
 * 'This evaluation is unavailable, please contact...', shown as an empty state.
 */
export function AnalysisPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AnalysisRoute />
    </QueryClientProvider>
  );
}

function AnalysisRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  const language = useLanguage();
  if (!session) return null;
  return (
    <AnalysisScreen
      key={id}
      artisanId={id}
      language={language}
      isArtisan={session.claims.role === 'ROLE_ARTISAN'}
    />
  );
}

function AnalysisScreen({
  artisanId,
  language,
  isArtisan,
}: {
  artisanId: string;
  language: Language;
  isArtisan: boolean;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const analysis = useAnalysis(artisanId);

  let body;
  if (analysis.isPending) {
    body = (
      <Center py="xl">
        <Loader color="forest" type="dots" aria-label={t('common.loading', { ns: 'common' })} />
      </Center>
    );
  } else if (analysis.error && isAnalysisUnavailable(analysis.error)) {
    body = (
      <div className={`${classes.card} ${classes.empty}`} data-testid="analysis-unavailable">
        <span className={classes.emptyIcon}>
          <ChartIcon />
        </span>
        <h2 className={classes.cardTitle}>{t('unavailable.title')}</h2>
        <p role="status">{t('messages.unavailable')}</p>
        <p className={classes.muted}>
          {isArtisan ? t('unavailable.artisanHint') : t('unavailable.staffHint')}
        </p>
        <Button
          component={Link}
          to={pathTo('artisan_evaluation_edit', language, { id: artisanId })}
          variant="default"
        >
          {isArtisan ? t('unavailable.toSelfAssessment') : t('unavailable.toEvaluation')}
        </Button>
      </div>
    );
  } else if (analysis.error) {
    body = <ErrorAlert error={analysis.error} />;
  } else {
    const data = analysis.data;
    body = (
      <>
        {isArtisan ? <AnalysisArtisanNotice analysis={data} /> : null}
        <AnalysisSummary analysis={data} isArtisan={isArtisan} language={language} />
        <AnalysisCriteria analysis={data} language={language} />
      </>
    );
  }

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <AnalysisHeading
          artisanId={artisanId}
          language={language}
          screen="analysis"
          isArtisan={isArtisan}
          extra={<AnalysisDownloads />}
        />
        {body}
      </div>
    </div>
  );
}
