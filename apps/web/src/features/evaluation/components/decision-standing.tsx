import { Alert, Button } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { formatDate } from '../../../lib/i18n/date-format';
import type { Language } from '../../../lib/i18n/languages';
import { STAFF_STEPS, useTakeStep, type StaffStep } from '../api/evaluation-actions';
import type { EvaluationStanding } from '../api/get-evaluation-as-of';
import { decisionStepsMachine } from '../machines/decision-steps.machine';
import { LockIcon } from './analysis-icons';
import { ANALYSIS_NAMESPACES, DecisionPill, numberFormat, ReviewPill, StatusPill } from './analysis-status';
import { DecisionStepPopup } from './decision-step-popup';
import classes from './analysis.module.css';

/** The steps that move the evaluation forward look primary; the others are alternatives. */
const PRIMARY_STEPS: readonly StaffStep[] = ['ENDORSE', 'START_REVIEW', 'DECIDE', 'CONFIRM'];

/** What the screen says when no step is open to this staff member now. */
function waitingKey(standing: EvaluationStanding): string {
  if (standing.statusEval === 'SUBMITTED')
    return standing.reviewStatus === 'IN REVIEWAL' ? 'steps.waitingReview' : 'steps.waitingSubmitted';
  if (standing.statusEval === 'PENDING') return 'steps.waitingPending';
  return 'steps.none';
}

/**
 * Where the evaluation stands now (status, review, decision, points, who endorsed it and when, the
 * reviewers' notes with the confidential comment marked as such) and the lifecycle steps this staff member may take now:
 * exactly the API's `allowedActions`, each through a popup that asks what it needs and a confirmation.
 */
export function DecisionStanding({
  artisanId,
  standing,
  language,
}: {
  artisanId: string;
  standing: EvaluationStanding;
  language: Language;
}) {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const notify = useNotify();
  const take = useTakeStep(artisanId);

  // The machine is made once: what its call and action need is read through a ref.
  const latest = useRef({ take, notify, t });
  latest.current = { take, notify, t };
  const [snapshot, send] = useMachine(
    decisionStepsMachine.provide({
      actors: {
        takeStep: fromPromise(({ input }) => latest.current.take.mutateAsync(input.action)),
      },
      actions: {
        stepTaken: (_, { action }) => {
          const { notify: show, t: translate } = latest.current;
          show({
            id: `step-${action.type}`,
            message: translate(`steps.${action.type}.done`),
            tone: 'success',
          });
        },
      },
    }),
  );

  const notSent = standing.statusEval === 'IN PROGRESS';
  const steps = STAFF_STEPS.filter((step) => standing.allowedActions.includes(step));
  const points = numberFormat(language);
  const busy = !snapshot.matches('idle');

  return (
    <section className={classes.card} aria-labelledby="decision-standing" data-testid="decision-standing">
      <h2 id="decision-standing" className={classes.cardTitle}>
        {t('standing.title')}
      </h2>
      <dl className={classes.standing}>
        <div>
          <dt>{t('summary.status')}</dt>
          <dd data-testid="decision-status">
            <StatusPill status={standing.statusEval} />
          </dd>
        </div>
        <div>
          <dt>{t('summary.review')}</dt>
          <dd data-testid="decision-review">
            <ReviewPill review={standing.reviewStatus} />
          </dd>
        </div>
        <div>
          <dt>{t('summary.decision')}</dt>
          <dd data-testid="decision-decision">
            {standing.decision ? <DecisionPill decision={standing.decision} /> : t('summary.noDecision')}
          </dd>
        </div>
        {standing.endorsement ? (
          <div>
            <dt>{t('standing.endorsement')}</dt>
            <dd data-testid="decision-endorsement">
              {t('standing.endorsedBy', {
                name: standing.endorsement.actor.name,
                date: formatDate(standing.endorsement.at, language, 'dateTime'),
              })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('standing.points')}</dt>
          <dd>
            {t('score.points', {
              points: points.format(standing.totalPoint),
              max: points.format(standing.maxPoint),
            })}
          </dd>
        </div>
      </dl>

      {notSent ? (
        <Alert color="bronze" variant="light" data-testid="decision-early">
          {t('messages.decisionEarly')}
        </Alert>
      ) : null}

      {standing.statusEval === 'PENDING' && standing.missingInformation ? (
        <div className={classes.note} data-tone="missing">
          <p className={classes.noteLabel}>{t('notes.missing')}</p>
          <p className={classes.noteText}>{standing.missingInformation}</p>
        </div>
      ) : null}
      {standing.commentaryCommittee ? (
        <div className={classes.note} data-testid="decision-commentary">
          <p className={classes.noteLabel}>{t('notes.commentaryCommittee')}</p>
          <p className={classes.noteText}>{standing.commentaryCommittee}</p>
        </div>
      ) : null}
      {standing.comments ? (
        <div className={classes.note} data-tone="confidential" data-testid="decision-comments">
          <p className={classes.noteLabel}>
            <LockIcon />
            {t('notes.comments')}
          </p>
          <p className={classes.noteText}>{standing.comments}</p>
        </div>
      ) : null}

      <h3 className={classes.subTitle}>{t('steps.title')}</h3>
      {steps.length > 0 ? (
        <div className={classes.steps} data-testid="decision-steps">
          {steps.map((step) => (
            <Button
              key={step}
              variant={PRIMARY_STEPS.includes(step) ? 'filled' : 'default'}
              onClick={() => send({ type: 'OPEN', step })}
              disabled={busy}
            >
              {t(`steps.${step}.action`)}
            </Button>
          ))}
        </div>
      ) : (
        <p className={classes.muted} data-testid="decision-no-step">
          {notSent ? t('steps.notSent') : t(waitingKey(standing))}
        </p>
      )}

      <DecisionStepPopup
        state={snapshot.matches('form') ? 'form' : snapshot.matches('idle') ? 'closed' : 'confirming'}
        sending={snapshot.matches('sending')}
        step={snapshot.context.step}
        action={snapshot.context.action}
        error={snapshot.context.error}
        onSubmit={(action) => send({ type: 'SUBMIT', action })}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onBack={() => send({ type: 'BACK' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </section>
  );
}
