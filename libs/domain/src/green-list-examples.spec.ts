/**
 * Example answers for the Green List tests of libs/domain, the API and the web (not a test file
 * itself: no jest project matches its name; the .spec.ts suffix keeps it out of the build).
 */
import {
  greenListCatalogue,
  greenListQuestions,
  materialQuestions,
  type GreenListCatalogue,
  type GreenListQuestion,
} from './green-list-catalogue';
import type { GreenListAnswer, GreenListAnswers, GreenListSheet, MaterialEntry } from './green-list-rules';

/** A plausible answer of the question's type; choices at `level`. */
export function exampleAnswer(question: GreenListQuestion, level = 4): GreenListAnswer {
  const explain = question.explain ? { explain: 'Measured over the last twelve months.' } : {};
  switch (question.type) {
    case 'text':
      if (question.format === 'email') return { value: 'elise@atelier.test', ...explain };
      if (question.format === 'url') return { value: 'https://www.atelier-elise.fr/green', ...explain };
      return { value: `Answer to ${question.code}`, ...explain };
    case 'number':
      return { value: 12, ...explain };
    case 'percentage':
      return { value: 40, ...explain };
    case 'choice':
      return { value: level, ...explain };
    case 'date':
      return { value: '2025-03-14', ...explain };
    case 'textList':
      return { value: ['First item', 'Second item'], ...explain };
    case 'multinum':
      return { value: { [question.parts?.[0] ?? 'x']: 70, [question.parts?.[1] ?? 'y']: 30 }, ...explain };
    case 'material':
      throw new Error('s1 is answered with materials');
  }
}

function answerAll(questions: readonly GreenListQuestion[], level: number): GreenListAnswers {
  return Object.fromEntries(
    questions.filter((q) => q.type !== 'material').map((q) => [q.code, exampleAnswer(q, level)]),
  );
}

/** A material answering every question (follow-ups included), with its share of the yearly weight. */
export function exampleMaterial(
  id: string,
  share: number,
  catalogue: GreenListCatalogue = greenListCatalogue(),
  level = 4,
): MaterialEntry {
  const answers = answerAll(materialQuestions(catalogue), level);
  return { id, answers: { ...answers, s2: { value: `Material ${id}` }, s4: { value: share } } };
}

/** A Green List that may be sent: every question answered at `level`, two materials covering 95%. */
export function completeGreenList(
  catalogue: GreenListCatalogue = greenListCatalogue(),
  level = 4,
): GreenListSheet {
  return {
    answers: answerAll(greenListQuestions(catalogue), level),
    materials: [
      exampleMaterial('oak', 60, catalogue, level),
      exampleMaterial('linseed-oil', 35, catalogue, level),
    ],
  };
}
