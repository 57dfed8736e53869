import '@mantine/core/styles/Chip.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/languages';
import { ArtisanRoutePage } from '../../../lib/query/artisan-route-page';
import { useEvaluationStanding } from '../api/get-evaluation-as-of';
import { AnalysisHeading } from './analysis-heading';
import { EvaluationErrorAlert } from './evaluation-error-alert';
import { ANALYSIS_NAMESPACES } from './analysis-status';
import { DecisionStanding } from './decision-standing';
import { HistoryAsOf } from './history-as-of';
import { HistoryTimeline } from './history-timeline';
import { ScreenLoading } from './screen-loading';
import classes from './analysis.module.css';

/**
 * SPEC.md route `artisan_analysis_edit` (staff): where the evaluation stands and the lifecycle steps
 * this staff member may take now (endorse, review, ask for information, decide, defer, confirm,
 * reopen: exactly those the API's `allowedActions` lists, from the shared lifecycle machine); the
 * decision history as a timeline, filterable by kind; and the evaluation "as of" a chosen moment,
 * compared with a second one. Before it is sent: 'Sorry, only available once the evaluation is sent'.
 */
export function DecisionPage() {
  return (
    <ArtisanRoutePage>
      {({ id, language }) => <DecisionScreen key={id} artisanId={id} language={language} />}
    </ArtisanRoutePage>
  );
}

function DecisionScreen({ artisanId, language }: { artisanId: string; language: Language }) {
  // The screen's texts load (suspending) before any of it shows.
  useTranslation(ANALYSIS_NAMESPACES);
  const standing = useEvaluationStanding(artisanId, null);
  const [moment, setMoment] = useState<string | null>(null);
  const [compare, setCompare] = useState<string | null>(null);
  const asOfHeading = useRef<HTMLHeadingElement>(null);

  const showAsOf = (at: string) => {
    setMoment(at);
    asOfHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    asOfHeading.current?.focus({ preventScroll: true });
  };

  let body;
  if (standing.isPending) {
    body = <ScreenLoading />;
  } else if (standing.error) {
    body = <EvaluationErrorAlert error={standing.error} />;
  } else {
    body = (
      <div className={classes.grid}>
        <DecisionStanding artisanId={artisanId} standing={standing.data} language={language} />
        <HistoryAsOf
          artisanId={artisanId}
          language={language}
          moment={moment}
          compare={compare}
          onMoment={setMoment}
          onCompare={setCompare}
          headingRef={asOfHeading}
          evaluationVersion={standing.data.version}
        />
        <HistoryTimeline artisanId={artisanId} language={language} onAsOf={showAsOf} />
      </div>
    );
  }

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <AnalysisHeading artisanId={artisanId} language={language} screen="decision" isArtisan={false} />
        {body}
      </div>
    </div>
  );
}
