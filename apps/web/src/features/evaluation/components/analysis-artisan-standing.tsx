import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import { errorMessage } from '../../../lib/i18n/error-message';
import type { Language } from '../../../lib/i18n/languages';
import { useStandingOnce } from '../api/get-standing';
import { AnalysisArtisanNotice } from './analysis-artisan-notice';
import { ANALYSIS_NAMESPACES } from './analysis-status';
import classes from './analysis.module.css';

/**
 * Where the artisan's application stands, for its home page: in progress, sent, pending with what is
 * missing, or decided with the committee's words; and the way to its analysis once it has one. Plain
 * HTML: the home page renders outside the routes that load Mantine.
 */
export function ArtisanStandingCard({ artisanId, language }: { artisanId: string; language: Language }) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const standing = useStandingOnce(artisanId);
  if (standing.error)
    return (
      <p role="alert" className={classes.card}>
        {errorMessage(standing.error, t)}
      </p>
    );
  if (!standing.data)
    // The card's frame and title at once, and the room its status takes: the shortcuts below do not
    // move under the pointer when the standing arrives (a click on one went astray in a browser test).
    return (
      <section className={classes.card} aria-busy="true" aria-labelledby="analysis-artisan-status">
        <h2 id="analysis-artisan-status" className={classes.cardTitle}>
          {t('artisan.title')}
        </h2>
        <p role="status" className={`${classes.muted} ${classes.standingLoading}`}>
          {t('common.loading', { ns: 'common' })}
        </p>
      </section>
    );
  return (
    <AnalysisArtisanNotice standing={standing.data}>
      {standing.data.analysisAvailable ? (
        <Link
          to={pathTo('artisan_analysis_view', language, { id: artisanId })}
          className={classes.linkButton}
        >
          {t('home.toAnalysis')}
        </Link>
      ) : null}
    </AnalysisArtisanNotice>
  );
}
