import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { materialQuestions, type GreenListCatalogue } from '@artisans/domain/green-list-catalogue';
import {
  GREEN_LIST_LIMITS,
  SOURCING_GOAL_PERCENT,
  isVisible,
  materialsShareTotal,
  type GreenListAnswer,
  type GreenListSheet,
} from '@artisans/domain/green-list-rules';
import type { AnswerTarget, MaterialEdit } from '../machines/green-list-sheet';
import { Button } from '../../../components/ui/native/button';
import { GreenListQuestionField, questionDomId } from './green-list-question';
import classes from './green-list.module.css';

/** A material's name as the artisan wrote it (s2), else its number. */
export function materialName(
  answers: GreenListSheet['materials'][number]['answers'],
  number: number,
  t: TFunction<'green-list'>,
): string {
  const name = answers.s2?.value;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : t('materials.unnamed', { number });
}

/**
 * s1, the list of raw materials (SPEC.md sections 3 and 5): a repeatable group, each material
 * answering s2..s23 with its own follow-ups; materials are added, removed and reordered, and the
 * running total of their shares is held against the 90% goal.
 */
export function MaterialList({
  catalogue,
  sheet,
  listEditable,
  mayChange,
  requested,
  onAnswer,
  onEdit,
  newId,
}: {
  catalogue: GreenListCatalogue;
  sheet: GreenListSheet;
  listEditable: boolean;
  mayChange: (target: AnswerTarget) => boolean;
  requested: (code: string) => boolean;
  onAnswer: (target: AnswerTarget, answer: GreenListAnswer | undefined) => void;
  onEdit: (edit: MaterialEdit) => void;
  newId: () => string;
}) {
  const { t } = useTranslation('green-list');
  const total = materialsShareTotal(sheet);
  const met = total >= SOURCING_GOAL_PERCENT && total <= 100;
  const questions = materialQuestions(catalogue);
  const count = sheet.materials.length;
  return (
    <section aria-labelledby="gl-s1-title" id={questionDomId('s1')} className={classes.question}>
      <h3 id="gl-s1-title" className={classes.questionText}>
        {t('questions.s1.text')}
      </h3>
      <p className={classes.hint}>{t('questions.s1.help')}</p>
      <div className={classes.total} data-met={met} role="status" data-testid="materials-total">
        <strong>{t('materials.total', { total })}</strong>
        <div className={classes.hint}>
          {total > 100
            ? t('materials.over100')
            : met
              ? t('materials.goalMet', { goal: SOURCING_GOAL_PERCENT })
              : t('materials.goalMissing', {
                  missing: Math.round((SOURCING_GOAL_PERCENT - total) * 100) / 100,
                  goal: SOURCING_GOAL_PERCENT,
                })}
        </div>
      </div>
      {count === 0 ? <p className={classes.hint}>{t('materials.empty')}</p> : null}
      <ol className={classes.materials}>
        {sheet.materials.map((material, index) => {
          const name = materialName(material.answers, index + 1, t);
          return (
            <li key={material.id} className={classes.material} data-testid="material">
              <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <legend className={classes.materialHead} style={{ width: '100%' }}>
                  <h4 className={classes.materialName}>
                    {index + 1}. {name}
                  </h4>
                </legend>
                {listEditable ? (
                  <div className={classes.materialTools}>
                    <Button
                      variant="default"
                      size="icon"
                      aria-label={t('materials.moveUp', { name })}
                      disabled={index === 0}
                      onClick={() => onEdit({ kind: 'move', id: material.id, by: -1 })}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="default"
                      size="icon"
                      aria-label={t('materials.moveDown', { name })}
                      disabled={index === count - 1}
                      onClick={() => onEdit({ kind: 'move', id: material.id, by: 1 })}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="subtle"
                      tone="red"
                      size="compact"
                      onClick={() => {
                        if (window.confirm(t('materials.removeConfirm', { name })))
                          onEdit({ kind: 'remove', id: material.id });
                      }}
                    >
                      {t('materials.remove', { name })}
                    </Button>
                  </div>
                ) : null}
                <ul className={classes.questions}>
                  {questions
                    .filter((question) => isVisible(catalogue, question, material.answers))
                    .map((question) => {
                      const target = { code: question.code, materialId: material.id };
                      return (
                        <GreenListQuestionField
                          key={question.code}
                          question={question}
                          materialId={material.id}
                          answer={material.answers[question.code]}
                          disabled={!mayChange(target)}
                          followUp={question.showWhen !== undefined}
                          requested={requested(question.code)}
                          onChange={(answer) => onAnswer(target, answer)}
                        />
                      );
                    })}
                </ul>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listEditable ? (
        <div className={classes.row}>
          <Button
            variant="light"
            disabled={count >= GREEN_LIST_LIMITS.materials}
            onClick={() => onEdit({ kind: 'add', id: newId() })}
          >
            {t('materials.add')}
          </Button>
          {count >= GREEN_LIST_LIMITS.materials ? (
            <span className={classes.hint}>
              {t('materials.limit', { count: GREEN_LIST_LIMITS.materials })}
            </span>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
