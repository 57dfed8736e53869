import '@mantine/core/styles/Table.css';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/languages';
import { ArtisanRoutePage } from '../../../lib/query/artisan-route-page';
import { isAnalysisUnavailable, useAnalysis } from '../api/get-analysis';
import { useStanding } from '../api/get-standing';
import { AnalysisArtisanNotice } from './analysis-artisan-notice';
import { AnalysisCriteria } from './analysis-criteria';
import { AnalysisDownloads } from './analysis-downloads';
import { AnalysisHeading } from './analysis-heading';
import { EvaluationErrorAlert } from './evaluation-error-alert';
import { ANALYSIS_NAMESPACES } from './analysis-status';
import { AnalysisSummary } from './analysis-summary';
import { AnalysisUnavailable } from './analysis-unavailable';
import { ScreenLoading } from './screen-loading';
import classes from './analysis.module.css';

/**
 * SPEC.md route `artisan_analysis_view`: points, percentage of points, current status and score per
 * criterion, per group and in total. Staff see the complete staff evaluation with the artisan's
 * self-assessment beside it, large gaps flagged; the artisan sees where its application stands (the
 * decision and the committee's words, never the confidential comment) and the scores of its own sent
 * self-assessment. The standing says first whether the scores are available; until then one message
 * says why ('This evaluation is unavailable, please contact...' for staff).
 */
export function AnalysisPage() {
  return (
    <ArtisanRoutePage>
      {({ id, session, language }) => (
        <AnalysisScreen
          key={id}
          artisanId={id}
          language={language}
          isArtisan={session.claims.role === 'ROLE_ARTISAN'}
        />
      )}
    </ArtisanRoutePage>
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
  // The screen's texts load (suspending) before any of it shows.
  useTranslation(ANALYSIS_NAMESPACES);
  const standing = useStanding(artisanId);
  // Asked only once the standing says it is available: its 409 would be a console error.
  const available = standing.data?.analysisAvailable === true;
  const analysis = useAnalysis(artisanId, available);

  let body;
  if (standing.isPending || (available && analysis.isPending)) {
    body = <ScreenLoading />;
  } else if (standing.error) {
    body = <EvaluationErrorAlert error={standing.error} />;
  } else if (analysis.error && !isAnalysisUnavailable(analysis.error)) {
    body = <EvaluationErrorAlert error={analysis.error} />;
  } else {
    // Unavailable after all when the evaluation changed between the two calls.
    const scores = available && analysis.data ? analysis.data : null;
    body = (
      <>
        {isArtisan ? <AnalysisArtisanNotice standing={standing.data} /> : null}
        {scores ? (
          <>
            <AnalysisSummary analysis={scores} isArtisan={isArtisan} language={language} />
            <AnalysisCriteria analysis={scores} language={language} />
          </>
        ) : (
          <AnalysisUnavailable
            artisanId={artisanId}
            language={language}
            isArtisan={isArtisan}
            selfAssessment={standing.data.selfAssessment}
          />
        )}
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
