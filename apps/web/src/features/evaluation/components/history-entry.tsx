import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_POINTS_PER_QUESTION, MAX_POINTS_TOTAL, QUESTION_NUMBERS } from '@artisans/domain/criteria';
import { EVALUATION_STEP_TYPES } from '@artisans/domain/evaluation-steps';
import type { Language } from '../../../lib/i18n/languages';
import type { EvaluationHistoryEntry } from '../api/get-evaluation-history';
import { LockIcon } from './analysis-icons';
import {
  ANALYSIS_NAMESPACES,
  DecisionPill,
  formatMoment,
  numberFormat,
  ReviewPill,
  StatusPill,
  useStandingLabels,
} from './analysis-status';
import classes from './analysis.module.css';
import { isRecord, type Json } from '../../../lib/http/json';

/** Event types the history names; others show as "Other change". */
const KNOWN_TYPES = [
  'EvaluationAnswersRecorded',
  'EvaluationCriterionValidated',
  ...EVALUATION_STEP_TYPES,
  'GreenListUnlocked',
  'EvaluationSentMailRequested',
];

/** The API names an actor whose account was erased so (actor-names.ts). */
const DELETED_ACCOUNT = 'deleted account';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One step of the timeline: what, its standing after, when, who, and what was said or changed. */
export function HistoryEntry({
  entry,
  language,
  onAsOf,
}: {
  entry: EvaluationHistoryEntry;
  language: Language;
  onAsOf: (at: string) => void;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const when = entry.at ? formatMoment(entry.at, language) : '';
  const name =
    entry.actor.id === null
      ? t('history.system')
      : entry.actor.name === DELETED_ACCOUNT
        ? t('history.deletedAccount')
        : entry.actor.name;
  const role = labels.role(entry.actor.role, entry.actor.roleName);
  const type = KNOWN_TYPES.includes(entry.type) ? entry.type : 'other';

  return (
    <li data-kind={entry.kind} data-type={entry.type} data-testid="history-entry">
      <div className={classes.entryHead}>
        <span className={classes.entryTitle}>
          {t(`history.types.${type}`)}
          {entry.statusEval ? <StatusPill status={entry.statusEval} /> : null}
          {entry.reviewStatus && entry.kind === 'review' ? <ReviewPill review={entry.reviewStatus} /> : null}
        </span>
        {entry.at ? (
          <Button variant="subtle" size="compact-xs" onClick={() => onAsOf(entry.at)}>
            {t('history.asOfThis')}
            <VisuallyHidden>{` (${when})`}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
      <p className={classes.entryMeta}>
        <time dateTime={entry.at}>{when}</time>
        {' · '}
        <span data-testid="history-actor">{role ? t('history.by', { name, role }) : name}</span>
      </p>
      <EntryDetails entry={entry} language={language} />
    </li>
  );
}

function EntryDetails({ entry, language }: { entry: EvaluationHistoryEntry; language: Language }) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  const points = numberFormat(language);
  const { details } = entry;
  const total = (value: unknown) =>
    typeof value === 'number'
      ? t('history.total', {
          score: t('score.points', { points: points.format(value), max: points.format(MAX_POINTS_TOTAL) }),
        })
      : null;

  switch (entry.type) {
    case 'EvaluationAnswersRecorded': {
      const answers = isRecord(details.answers) ? details.answers : {};
      const criterion = labels.criterion(text(details.criterion));
      return (
        <ul className={classes.entryDetails}>
          {QUESTION_NUMBERS.filter((question) => isRecord(answers[question])).map((question) => {
            const answer = answers[question] as Json;
            const comment = text(answer.comment);
            return (
              <li key={question}>
                {t('history.answer', {
                  criterion,
                  number: QUESTION_NUMBERS.indexOf(question) + 1,
                  points: typeof answer.points === 'number' ? points.format(answer.points) : '–',
                  max: MAX_POINTS_PER_QUESTION,
                })}
                {comment ? <span className={classes.comment}>{` “${comment}”`}</span> : null}
              </li>
            );
          })}
        </ul>
      );
    }
    case 'EvaluationCriterionValidated':
      return <p className={classes.entryDetails}>{labels.criterion(text(details.criterion))}</p>;
    case 'EvaluationSubmitted':
      return (
        <ul className={classes.entryDetails}>
          {total(details.totalPoint) ? <li>{total(details.totalPoint)}</li> : null}
          {details.endorsed === true ? <li>{t('history.noEndorsementNeeded')}</li> : null}
        </ul>
      );
    case 'EvaluationEndorsed':
      return total(details.totalPoint) ? (
        <p className={classes.entryDetails}>{total(details.totalPoint)}</p>
      ) : null;
    case 'EvaluationInformationRequested':
      return text(details.missing) ? (
        <div className={classes.note} data-tone="missing">
          <p className={classes.noteLabel}>{t('notes.missing')}</p>
          <p className={classes.noteText}>{text(details.missing)}</p>
        </div>
      ) : null;
    case 'EvaluationDecided':
    case 'EvaluationDecisionDeferred': {
      const decision =
        details.decision === 'ACCEPTED' || details.decision === 'REFUSED' ? details.decision : null;
      const commentary = text(details.commentaryCommittee);
      const comments = text(details.comments);
      return (
        <div className={classes.entryDetails}>
          {decision ? (
            <p>
              <DecisionPill decision={decision} />
            </p>
          ) : null}
          {commentary ? (
            <div className={classes.note}>
              <p className={classes.noteLabel}>{t('notes.commentaryCommittee')}</p>
              <p className={classes.noteText}>{commentary}</p>
            </div>
          ) : null}
          {comments ? (
            <div className={classes.note} data-tone="confidential">
              <p className={classes.noteLabel}>
                <LockIcon />
                {t('notes.comments')}
              </p>
              <p className={classes.noteText}>{comments}</p>
            </div>
          ) : null}
        </div>
      );
    }
    default:
      return null;
  }
}
