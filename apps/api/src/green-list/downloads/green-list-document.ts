import {
  GREEN_LIST_SECTIONS,
  MATERIALS_CODE,
  greenListCatalogue,
  isVisible,
  localeOf,
  questionsOfSection,
  materialQuestions,
  type GreenListAnswer,
  type GreenListAnswers,
  type GreenListCatalogue,
  type GreenListPoints,
  type GreenListQuestion,
  type GreenListSection,
  type Language,
} from '@artisans/domain';
import type { Translate } from '../../evaluation/downloads/locale-texts';
import type { GreenListView } from '../green-list-view';

/** One answered (or unanswered) question as the downloads write it. */
export type GreenListDocumentRow = {
  code: string;
  /** The raw material it belongs to (s2..s23), by its name; null for the Green List's own questions. */
  material: string | null;
  question: string;
  /** The answer in words: the option's text, the parts with their numbers, 'Not answered'... */
  answer: string;
  /** The answer as a number where it is one (a level 1..5, a count, a share in percent): sortable in Excel. */
  number: number | null;
  notApplicable: string | null;
  explain: string | null;
};

export type GreenListDocumentSection = {
  section: GreenListSection;
  title: string;
  score: GreenListPoints;
  rows: GreenListDocumentRow[];
};

export type GreenListDocumentField = { label: string; value: string };

/** Everything the PDF and the workbook write, in the reader's language; they only place it. */
export type GreenListDocument = {
  title: string;
  productName: string;
  madeOn: string;
  language: Language;
  fields: GreenListDocumentField[];
  total: GreenListPoints;
  sections: GreenListDocumentSection[];
  labels: {
    section: string;
    material: string;
    code: string;
    question: string;
    answer: string;
    value: string;
    notApplicable: string;
    explain: string;
    points: string;
    maximum: string;
    percentage: string;
    total: string;
    score: string;
    summarySheet: string;
    answersSheet: string;
  };
};

export type GreenListDocumentInput = {
  view: GreenListView;
  artisan: { firstName: string; lastName: string; country: string | null };
  productName: string;
  language: Language;
  now: Date;
  /** The `green-list` namespace: questions, options, sections, statuses (corrections included). */
  greenList: Translate;
  /** The `downloads` namespace: the words of the files themselves. */
  downloads: Translate;
};

function valueText(question: GreenListQuestion, answer: GreenListAnswer | undefined, t: Translate): string {
  const value = answer?.value;
  if (value === undefined) return t('staff.noAnswer', 'Not answered');
  const base = `questions.${question.code}`;
  switch (question.type) {
    case 'choice':
      return `${t(`${base}.options.${String(value)}`, String(value))} (${t('answer.level', `Level ${String(value)} of 5`, { level: String(value) })})`;
    case 'percentage':
      return `${String(value)} %`;
    case 'textList':
      return Array.isArray(value)
        ? value.filter((item: string) => item.trim() !== '').join('\n')
        : String(value);
    case 'multinum':
      return typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value as Record<string, number>)
            .map(([part, number]) => `${t(`${base}.parts.${part}`, part)}: ${number}`)
            .join('\n')
        : String(value);
    case 'text':
    case 'number':
    case 'date':
    case 'material':
      return String(value);
    default: {
      const unexpected: never = question.type;
      return unexpected;
    }
  }
}

function rowsOf(
  catalogue: GreenListCatalogue,
  questions: readonly GreenListQuestion[],
  answers: GreenListAnswers,
  material: string | null,
  t: Translate,
): GreenListDocumentRow[] {
  // Hidden follow-ups are not asked with these answers: neither shown nor scored (SPEC.md section 4).
  return questions
    .filter((question) => question.code !== MATERIALS_CODE && isVisible(catalogue, question, answers))
    .map((question) => {
      const answer = answers[question.code];
      const reason = answer?.notApplicable?.reason ?? null;
      return {
        code: question.code,
        material,
        question: t(`questions.${question.code}.text`, question.code),
        answer:
          reason !== null ? t('answer.notApplicable', 'Not applicable') : valueText(question, answer, t),
        number: reason === null && typeof answer?.value === 'number' ? answer.value : null,
        notApplicable: reason,
        explain: answer?.explain?.trim() ? answer.explain : null,
      };
    });
}

/**
 * The Green List as its downloads write it (SPEC.md section 2, staff view): who the artisan is, the
 * status and the score, then each section with its score and every question asked — the answer in
 * words (and as a number where it is one), the reason when marked not applicable and the
 * explanation; the raw materials inside sourcing, each question named with its material. Shown
 * with the catalogue version the Green List was started on, like the screen.
 */
export function greenListDocument(input: GreenListDocumentInput): GreenListDocument {
  const { view, greenList: g, downloads: d } = input;
  const catalogue = greenListCatalogue(view.catalogueVersion);
  const locale = localeOf(input.language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const points = (score: GreenListPoints) =>
    `${number.format(score.points)} / ${number.format(score.maximum)} (${number.format(score.percentage)} %)`;
  const name = `${input.artisan.firstName} ${input.artisan.lastName}`.trim();
  const fields: GreenListDocumentField[] = [
    { label: d('greenList.artisan', 'Artisan'), value: name || d('pdf.notSet', 'Not given') },
    {
      label: d('greenList.country', 'Country'),
      value: input.artisan.country ?? d('pdf.notSet', 'Not given'),
    },
    { label: d('greenList.status', 'Status'), value: g(`status.${view.status}`, view.status) },
    { label: d('greenList.score', 'Score'), value: points(view.score) },
  ];
  if (view.review?.comment) {
    fields.push({ label: d('greenList.reviewComment', 'Comment of the review'), value: view.review.comment });
  }
  const sections = GREEN_LIST_SECTIONS.map((section): GreenListDocumentSection => {
    // The raw materials' own questions (s2..s23) are written under each material, below.
    const questions = questionsOfSection(catalogue, section).filter((question) => !question.perMaterial);
    const rows = rowsOf(catalogue, questions, view.answers, null, g);
    if (questionsOfSection(catalogue, section).some((question) => question.code === MATERIALS_CODE)) {
      view.materials.forEach((entry, index) => {
        const named = entry.answers.s2?.value;
        const materialName =
          typeof named === 'string' && named.trim() !== ''
            ? named.trim()
            : g('materials.unnamed', `Raw material ${index + 1}`, { number: index + 1 });
        rows.push(...rowsOf(catalogue, materialQuestions(catalogue), entry.answers, materialName, g));
      });
    }
    return {
      section,
      title: g(`sections.${section}.title`, section),
      score: view.score.sections[section],
      rows,
    };
  });
  return {
    title: d('greenList.title', 'Green List'),
    productName: input.productName,
    madeOn: d('pdf.madeOn', 'Made on {{date}}', {
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(input.now),
    }),
    language: input.language,
    fields,
    total: view.score,
    sections,
    labels: {
      section: d('greenList.columns.section', 'Section'),
      material: d('greenList.columns.material', 'Raw material'),
      code: d('greenList.columns.code', 'Code'),
      question: d('greenList.columns.question', 'Question'),
      answer: d('greenList.columns.answer', 'Answer'),
      value: d('greenList.columns.value', 'Value'),
      notApplicable: d('greenList.columns.notApplicable', 'Not applicable because'),
      explain: d('greenList.columns.explain', 'Explanation'),
      points: d('greenList.columns.points', 'Points'),
      maximum: d('greenList.columns.maximum', 'Maximum'),
      percentage: d('greenList.columns.percentage', 'Percentage'),
      total: d('pdf.total', 'Total'),
      score: d('greenList.score', 'Score'),
      summarySheet: d('greenList.sheets.summary', 'Summary'),
      answersSheet: d('greenList.sheets.answers', 'Answers'),
    },
  };
}
