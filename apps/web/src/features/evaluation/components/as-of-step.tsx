import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n/languages';
import type { ActorView } from '@artisans/domain/contracts/history';
import type { MomentStep } from '../api/get-evaluation-moment';
import { ANALYSIS_NAMESPACES, formatMoment, useStandingLabels } from './analysis-status';
import classes from './as-of.module.css';

/** The API names an actor whose account was erased so (actor-names.ts). */
const DELETED_ACCOUNT = 'deleted account';

/** Who, as the history names them: "Name (Role)", the system, or a deleted account. */
export function useActorName() {
  const { t } = useTranslation(ANALYSIS_NAMESPACES);
  const labels = useStandingLabels();
  return (actor: ActorView) => {
    const name =
      actor.id === null
        ? t('history.system')
        : actor.name === DELETED_ACCOUNT
          ? t('history.deletedAccount')
          : actor.name;
    const role = labels.role(actor.role, actor.roleName);
    return role ? t('history.by', { name, role }) : name;
  };
}

/** Who took a step and when: "Lucía García (Artisan hunter) · 26 Nov 2026, 21:40:05". */
export function StepText({ step, language }: { step: MomentStep; language: Language }) {
  const actorName = useActorName();
  return (
    <span className={classes.step}>
      <span>{actorName(step.actor)}</span>
      <time dateTime={step.at} className={classes.when}>
        {formatMoment(step.at, language)}
      </time>
    </span>
  );
}
