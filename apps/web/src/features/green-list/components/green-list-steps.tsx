import { useTranslation } from 'react-i18next';
import type { GreenListCompletion } from '@artisans/domain/green-list-rules';
import { GREEN_LIST_STEPS, type GreenListStep } from '../machines/green-list-sheet';
import classes from './green-list.module.css';

export const stepTitleKey = (step: GreenListStep) =>
  step === 'summary' ? 'steps.summary' : `sections.${step}.title`;

/**
 * The six sections and the summary as steps, each with how complete it is (the domain's
 * greenListCompletion): buttons in a list, so that Tab and Enter reach every one.
 */
export function GreenListSteps({
  step,
  completion,
  onGo,
}: {
  step: GreenListStep;
  completion: GreenListCompletion;
  onGo: (step: GreenListStep) => void;
}) {
  const { t } = useTranslation('green-list');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={classes.steps}>
        {GREEN_LIST_STEPS.map((item) => (
          <li key={item}>
            <button
              type="button"
              className={classes.step}
              aria-current={item === step ? 'step' : undefined}
              onClick={() => onGo(item)}
              data-testid={`step-${item}`}
            >
              <span className={classes.stepName}>{t(stepTitleKey(item))}</span>
              <span className={classes.stepDone}>
                {t('steps.completion', {
                  percentage:
                    item === 'summary' ? completion.percentage : completion.sections[item].percentage,
                })}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
