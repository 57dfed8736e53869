import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GREEN_LIST_SECTIONS, type GreenListCatalogue } from '@artisans/domain/green-list-catalogue';
import {
  greenListCompletion,
  greenListScore,
  sendProblems,
  type GreenListSheet,
} from '@artisans/domain/green-list-rules';
import { Button } from '../../../components/ui/native/button';
import { Notice } from '../../../components/ui/native/notice';
import { problemPlace, greenListMessage } from './green-list-messages';
import classes from './green-list.module.css';

/** Points, maximum and percentage per section and in total, as a table (the domain's greenListScore). */
export function ScoreTable({ catalogue, sheet }: { catalogue: GreenListCatalogue; sheet: GreenListSheet }) {
  const { t } = useTranslation('green-list');
  const score = greenListScore(catalogue, sheet);
  const completion = greenListCompletion(catalogue, sheet);
  return (
    <table className={classes.table} data-testid="score-table">
      <thead>
        <tr>
          <th scope="col">{t('summary.section')}</th>
          <th scope="col">{t('summary.completion')}</th>
          <th scope="col">{t('summary.score')}</th>
        </tr>
      </thead>
      <tbody>
        {GREEN_LIST_SECTIONS.map((section) => (
          <tr key={section}>
            <th scope="row">{t(`sections.${section}.title`)}</th>
            <td>{completion.sections[section].percentage}%</td>
            <td>
              {t('summary.points', score.sections[section])} · {score.sections[section].percentage}%
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('summary.total')}</th>
          <td>{completion.percentage}%</td>
          <td data-testid="score-total">
            {t('summary.points', score)} · {score.percentage}%
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The summary before sending: completion and score per section, what still stops the sending (the
 * domain's sendProblems) with a link to each question, and the send button.
 */
export function GreenListSummary({
  catalogue,
  sheet,
  request,
  busy,
  onJump,
  onSend,
  onShown,
}: {
  catalogue: GreenListCatalogue;
  sheet: GreenListSheet;
  request: { missing: string } | null;
  busy: boolean;
  onJump: (target: { code: string; materialId?: string }) => void;
  onSend: () => void;
  /** Called once it is on screen (it comes in its own chunk, possibly after the step changed). */
  onShown: () => void;
}) {
  const { t } = useTranslation(['green-list', 'common']);
  const problems = sendProblems(catalogue, sheet);
  useEffect(() => onShown(), [onShown]);
  return (
    <section className={classes.card} aria-labelledby="gl-section-title" data-testid="green-list-summary">
      <h2 id="gl-section-title" tabIndex={-1} className={classes.title} style={{ fontSize: '1.5rem' }}>
        {t('summary.title')}
      </h2>
      <p className={classes.hint}>{t('summary.intro')}</p>
      {request ? (
        <div className={classes.below}>
          <Notice tone="orange" title={t('summary.requestedIntro')}>
            {request.missing}
          </Notice>
        </div>
      ) : null}
      <div style={{ marginTop: '1rem', overflowX: 'auto' }}>
        <ScoreTable catalogue={catalogue} sheet={sheet} />
      </div>
      {problems.length > 0 ? (
        <div style={{ marginTop: '1.25rem' }} data-testid="send-problems">
          <h3 className={classes.questionText}>{t('summary.problems')}</h3>
          <p className={classes.hint}>{t('summary.problemsIntro')}</p>
          <ul className={classes.problems}>
            {problems.slice(0, 30).map((problem) => {
              const place = problemPlace(problem, catalogue, sheet, t);
              return (
                <li key={`${problem.path}-${problem.message}`}>
                  <button type="button" className={classes.jump} onClick={() => onJump(place)}>
                    {place.text}
                  </button>
                  {' — '}
                  {greenListMessage(problem.message, sheet, t)}
                </li>
              );
            })}
          </ul>
          {problems.length > 30 ? <p className={classes.hint}>…</p> : null}
        </div>
      ) : (
        <div className={classes.below}>
          <Notice>{t('summary.ready')}</Notice>
        </div>
      )}
      <div className={classes.sendRow}>
        <Button size="lg" disabled={problems.length > 0 || busy} loading={busy} onClick={onSend}>
          {t('summary.send')}
        </Button>
      </div>
    </section>
  );
}
