import { Anchor, Button, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MAX_POINTS_TOTAL, criteriaKeys } from '@artisans/domain/criteria';
import { pathTo } from '../../../config/paths';
import type { Language } from '../../../lib/i18n/languages';
import type { EvaluationMode, Progress as DraftProgress, SheetView } from '../machines/evaluation-sheet';
import { CheckIcon } from '../../../components/ui/check-icon';
import { AlertIcon, CloudIcon } from './evaluation-icons';
import { evaluationErrorMessage } from './evaluation-messages';
import classes from './evaluation.module.css';
import { ArtisanScreenButton } from '../../../components/ui/artisan-screen-button';

export type SaveState = 'idle' | 'saving' | 'retrying' | 'blocked';

/**
 * Where the autosave stands, said politely to screen readers; it floats in a corner so that it is in
 * sight wherever the user is typing.
 */
export function SaveStatus({
  state,
  saved,
  error,
  onRetry,
}: {
  state: SaveState;
  saved: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['evaluation', 'common']);
  const text =
    state === 'saving'
      ? t('save.saving')
      : state === 'retrying'
        ? t('save.retrying')
        : state === 'blocked'
          ? t('save.failed')
          : saved
            ? t('save.saved')
            : t('save.auto');
  const failing = state === 'retrying' || state === 'blocked';
  return (
    // Nothing typed yet: the box stays out of sight (the intro says answers are saved as you go),
    // but the live region is there from the start so that screen readers announce the first save.
    <div
      className={state === 'idle' && !saved ? 'visually-hidden' : classes.saveStatus}
      data-state={state}
      data-testid="save-status"
    >
      <p role="status" className={classes.saveText}>
        {failing ? (
          <AlertIcon size={15} />
        ) : state === 'idle' && saved ? (
          <CheckIcon size={15} />
        ) : (
          <CloudIcon />
        )}
        <span>{text}</span>
      </p>
      {failing ? (
        <p className={classes.saveDetail}>
          {state === 'blocked' ? `${evaluationErrorMessage(error, t)} ` : null}
          {t('save.kept')}
        </p>
      ) : null}
      {state === 'blocked' ? (
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The heading of the screen: whose evaluation, its status, how far it is and its points, and the
 * way to the profile and (once complete) to the analysis.
 */
export function EvaluationHeader({
  mode,
  language,
  artisanId,
  name,
  sheet,
  progress,
}: {
  mode: EvaluationMode;
  language: Language;
  artisanId: string;
  name: string;
  sheet: SheetView | null;
  progress: DraftProgress;
}) {
  const { t } = useTranslation(['evaluation', 'criteria']);
  const status = sheet?.staff
    ? t(criteriaKeys.status(sheet.staff.statusEval, 'label'), { ns: 'criteria' })
    : sheet?.self
      ? sheet.self.submitted
        ? t('selfStatus.sent')
        : t('selfStatus.inProgress')
      : null;
  const statusKey = sheet?.staff?.statusEval ?? (sheet?.self?.submitted ? 'SUBMITTED' : 'IN PROGRESS');
  const complete = progress.overall === 100;
  const profileLink = pathTo('artisan_edit', language, { id: artisanId });
  // How to fill the sheet in, with "saved as you go" only while it can be changed; once sent, that
  // it is sent and locked instead.
  const intro =
    sheet?.lockReason === 'sent'
      ? t(mode === 'self' ? 'intro.sentSelf' : 'intro.sent')
      : sheet?.editable
        ? t(mode === 'self' ? 'intro.self' : 'intro.staff')
        : t(mode === 'self' ? 'intro.selfReadOnly' : 'intro.staffReadOnly');

  return (
    <header className={classes.header}>
      {mode === 'staff' ? (
        <Anchor component={Link} to={pathTo('artisans', language)} size="sm" c="forest.8">
          ← {t('links.backToList')}
        </Anchor>
      ) : null}
      <div className={classes.heroRow}>
        <div className={classes.heroText}>
          <p className={classes.overline}>{mode === 'self' ? t('overline.self') : t('overline.staff')}</p>
          <h1 className={classes.title}>{mode === 'self' ? t('title.self') : name || t('title.staff')}</h1>
          {mode === 'self' && name ? <p className={classes.muted}>{name}</p> : null}
        </div>
        <div className={classes.heroLinks}>
          <Button component={Link} to={profileLink} variant="default" size="sm">
            {mode === 'self' ? t('links.ownProfile') : t('links.profile')}
          </Button>
          {complete && sheet ? (
            <ArtisanScreenButton
              screen="artisan_analysis_view"
              artisanId={artisanId}
              language={language}
              variant="light"
              size="sm"
            >
              {t('links.analysis')}
            </ArtisanScreenButton>
          ) : null}
        </div>
      </div>
      {/* How to fill it in once there is a sheet to fill: not over a refusal to read it. */}
      {sheet ? (
        <p className={classes.intro} data-testid="evaluation-intro">
          {intro}
        </p>
      ) : null}
      {sheet ? (
        <dl className={classes.facts}>
          <div className={classes.factBox}>
            <dt>{t('header.status')}</dt>
            <dd>
              <span className={classes.status} data-status={statusKey} data-testid="evaluation-status">
                {status}
              </span>
            </dd>
          </div>
          <div className={classes.factBox} data-wide>
            <dt>{t('header.completion')}</dt>
            <dd className={classes.completion}>
              <Progress
                value={progress.overall}
                size="md"
                color="forest.7"
                aria-label={t('header.completionValue', { value: progress.overall })}
              />
              <span data-testid="evaluation-completion">
                {t('header.completionValue', { value: progress.overall })}
              </span>
            </dd>
          </div>
          <div className={classes.factBox}>
            <dt>{t('header.points')}</dt>
            <dd className={classes.points} data-testid="evaluation-points">
              {progress.totalPoints} / {MAX_POINTS_TOTAL}
            </dd>
          </div>
        </dl>
      ) : null}
    </header>
  );
}
