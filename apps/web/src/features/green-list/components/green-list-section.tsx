import { useTranslation } from 'react-i18next';
import {
  MATERIALS_CODE,
  greenListQuestions,
  type GreenListCatalogue,
  type GreenListSection,
} from '@artisans/domain/green-list-catalogue';
import { isVisible, type GreenListAnswer, type GreenListSheet } from '@artisans/domain/green-list-rules';
import {
  stepAfter,
  type AnswerTarget,
  type GreenListStep,
  type MaterialEdit,
} from '../machines/green-list-sheet';
import { Button } from '../../../components/ui/native/button';
import { GreenListQuestionField } from './green-list-question';
import { stepTitleKey } from './green-list-steps';
import { MaterialList } from './material-list';
import classes from './green-list.module.css';

/**
 * One section of the Green List: its intro and the questions asked with the current answers; a
 * follow-up appears as soon as the answer it depends on allows it, and goes when it no longer does.
 */
export function GreenListSectionStep({
  section,
  catalogue,
  sheet,
  completion,
  mayChange,
  listEditable,
  requested,
  onAnswer,
  onMaterial,
  newMaterialId,
  onGo,
}: {
  section: GreenListSection;
  catalogue: GreenListCatalogue;
  sheet: GreenListSheet;
  completion: number;
  mayChange: (target: AnswerTarget) => boolean;
  listEditable: boolean;
  requested: (code: string) => boolean;
  onAnswer: (target: AnswerTarget, answer: GreenListAnswer | undefined) => void;
  onMaterial: (edit: MaterialEdit) => void;
  newMaterialId: () => string;
  onGo: (step: GreenListStep) => void;
}) {
  const { t } = useTranslation('green-list');
  const questions = greenListQuestions(catalogue).filter(
    (question) => question.section === section && isVisible(catalogue, question, sheet.answers),
  );
  const previous = stepAfter(section, -1);
  const next = stepAfter(section, 1);
  return (
    <section className={classes.card} aria-labelledby="gl-section-title">
      <h2 id="gl-section-title" tabIndex={-1} className={classes.title} style={{ fontSize: '1.5rem' }}>
        {t(`sections.${section}.title`)}
      </h2>
      <p className={classes.hint}>
        {t(`sections.${section}.intro`)} · {t('steps.completion', { percentage: completion })}
      </p>
      <ul className={classes.questions} style={{ marginTop: '1.25rem' }}>
        {questions.map((question) =>
          question.code === MATERIALS_CODE ? (
            <li key={question.code}>
              <MaterialList
                catalogue={catalogue}
                sheet={sheet}
                listEditable={listEditable}
                mayChange={mayChange}
                requested={requested}
                onAnswer={onAnswer}
                onEdit={onMaterial}
                newId={newMaterialId}
              />
            </li>
          ) : (
            <GreenListQuestionField
              key={question.code}
              question={question}
              answer={sheet.answers[question.code]}
              disabled={!mayChange({ code: question.code })}
              followUp={question.showWhen !== undefined}
              requested={requested(question.code)}
              onChange={(answer) => onAnswer({ code: question.code }, answer)}
            />
          ),
        )}
      </ul>
      <div className={classes.stepNav}>
        {previous ? (
          <Button variant="default" onClick={() => onGo(previous)}>
            ← {t(stepTitleKey(previous))}
          </Button>
        ) : (
          <span />
        )}
        {next ? (
          <Button onClick={() => onGo(next)}>
            {next === 'summary' ? t('steps.toSummary') : `${t(stepTitleKey(next))} →`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
