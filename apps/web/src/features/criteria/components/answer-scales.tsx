import { useTranslation } from 'react-i18next';
import {
  SELF_ANSWERS,
  SELF_ANSWER_POINTS,
  STAFF_ANSWERS,
  STAFF_ANSWER_POINTS,
  criteriaKeys,
} from '@artisans/domain/criteria';
import classes from './answer-scales.module.css';

type Level = { key: string; label: string; points: number };

/**
 * The two answer scales side by side, each under its own heading: the foundation's six levels and the
 * artisan's four. Shown before the criteria so that the six-level tables under each question read as
 * the foundation's scale, and listed with their points so that the reader sees the four self-assessment
 * answers are four of the six levels, not a different scale.
 */
export function AnswerScales() {
  const { t } = useTranslation('criteria');
  const staffLevels = STAFF_ANSWERS.map((answer) => ({
    key: answer,
    label: t(criteriaKeys.staffAnswer(answer)),
    points: STAFF_ANSWER_POINTS[answer],
  }));
  const selfLevels = SELF_ANSWERS.map((answer) => ({
    key: answer,
    label: t(criteriaKeys.selfAnswer(answer)),
    points: SELF_ANSWER_POINTS[answer],
  }));
  return (
    <div className={classes.scales}>
      <ScaleCard
        id="scale-staff"
        title={t(criteriaKeys.staffScaleTitle())}
        info={t(criteriaKeys.staffScaleInfo())}
        levels={staffLevels}
      />
      <ScaleCard
        id="scale-self"
        title={t(criteriaKeys.selfScaleTitle())}
        info={t(criteriaKeys.selfScaleInfo())}
        levels={selfLevels}
      />
    </div>
  );
}

function ScaleCard({
  id,
  title,
  info,
  levels,
}: {
  id: string;
  title: string;
  info: string;
  levels: Level[];
}) {
  return (
    <section className={classes.card} aria-labelledby={id}>
      <h2 id={id} className={classes.title}>
        {title}
      </h2>
      <ol className={classes.levels}>
        {levels.map((level) => (
          <li key={level.key} className={classes.level}>
            {level.label} <span className={classes.points}>({level.points})</span>
          </li>
        ))}
      </ol>
      <p className={classes.info}>{info}</p>
    </section>
  );
}
