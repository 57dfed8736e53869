import { useTranslation } from 'react-i18next';
import {
  GREEN_LIST_SECTIONS,
  MATERIALS_CODE,
  greenListQuestions,
  materialQuestions,
  type GreenListCatalogue,
  type GreenListQuestion,
} from '@artisans/domain/green-list-catalogue';
import {
  isVisible,
  type GreenListAnswer,
  type GreenListAnswers,
  type GreenListSheet,
} from '@artisans/domain/green-list-rules';
import { formatDate } from '../../../lib/i18n/date-format';
import type { Language } from '../../../lib/i18n/languages';
import { materialName } from './material-list';
import classes from './green-list.module.css';

/** An answer's value as a person reads it: the option's words, the parts with their numbers, dates localised. */
function useValueText(language: Language) {
  const { t } = useTranslation('green-list');
  return (question: GreenListQuestion, answer: GreenListAnswer | undefined): string => {
    const value = answer?.value;
    if (value === undefined) return t('staff.noAnswer');
    switch (question.type) {
      case 'choice':
        return `${t(`questions.${question.code}.options.${String(value)}`)} (${t('answer.level', { level: value })})`;
      case 'percentage':
        return `${String(value)} %`;
      case 'date':
        return typeof value === 'string' ? formatDate(`${value}T12:00:00`, language) || value : String(value);
      case 'textList':
        return Array.isArray(value) ? value.filter((item) => item.trim() !== '').join('\n') : String(value);
      case 'multinum':
        return typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value as Record<string, number>)
              .map(([part, number]) => `${t(`questions.${question.code}.parts.${part}`)}: ${number}`)
              .join('\n')
          : String(value);
      case 'text':
      case 'number':
      case 'material':
        return String(value);
      default: {
        const unexpected: never = question.type;
        return unexpected;
      }
    }
  };
}

function AnswerList({
  catalogue,
  questions,
  answers,
  language,
}: {
  catalogue: GreenListCatalogue;
  questions: readonly GreenListQuestion[];
  answers: GreenListAnswers;
  language: Language;
}) {
  const { t } = useTranslation('green-list');
  const valueText = useValueText(language);
  return (
    <dl className={classes.answers}>
      {questions
        .filter((question) => question.code !== MATERIALS_CODE && isVisible(catalogue, question, answers))
        .map((question) => {
          const answer = answers[question.code];
          return (
            <div key={question.code} data-code={question.code}>
              <dt>{t(`questions.${question.code}.text`)}</dt>
              <dd>
                {answer?.notApplicable
                  ? t('staff.notApplicable', { reason: answer.notApplicable.reason })
                  : valueText(question, answer)}
              </dd>
              {answer?.explain ? (
                <dd>
                  <em>{t('staff.explanation')}:</em> {answer.explain}
                </dd>
              ) : null}
            </div>
          );
        })}
    </dl>
  );
}

/**
 * The Green List read only (sent, or read by staff): every section with the questions asked, the
 * answers in words, the reasons given for "not applicable" and the explanations; the raw materials
 * each with their own answers.
 */
/** What the read-only views of a Green List show: its sheet, read with its catalogue, in a language. */
export type GreenListSheetProps = {
  catalogue: GreenListCatalogue;
  sheet: GreenListSheet;
  language: Language;
};

export function GreenListAnswers({ catalogue, sheet, language }: GreenListSheetProps) {
  const { t } = useTranslation('green-list');
  const questions = greenListQuestions(catalogue);
  return (
    <>
      {GREEN_LIST_SECTIONS.map((section) => (
        <section key={section} className={classes.card} aria-labelledby={`gl-answers-${section}`}>
          <h2 id={`gl-answers-${section}`} className={classes.title} style={{ fontSize: '1.35rem' }}>
            {t(`sections.${section}.title`)}
          </h2>
          {section === 'sourcing' ? (
            <>
              <h3 className={classes.questionText} style={{ marginTop: '1rem' }}>
                {t('staff.materialsTitle')}
              </h3>
              {sheet.materials.map((material, index) => (
                <section key={material.id} className={classes.material} style={{ margin: '0.75rem 0' }}>
                  <h4 className={classes.materialName}>
                    {index + 1}. {materialName(material.answers, index + 1, t)}
                  </h4>
                  <AnswerList
                    catalogue={catalogue}
                    questions={materialQuestions(catalogue)}
                    answers={material.answers}
                    language={language}
                  />
                </section>
              ))}
            </>
          ) : null}
          <AnswerList
            catalogue={catalogue}
            questions={questions.filter((question) => question.section === section)}
            answers={sheet.answers}
            language={language}
          />
        </section>
      ))}
    </>
  );
}
