import fc from 'fast-check';
import { completeGreenList, exampleAnswer, exampleMaterial } from './green-list-examples.spec';
import {
  greenListCatalogue,
  greenListQuestions,
  materialQuestions,
  questionOf,
  type GreenListQuestion,
} from './green-list-catalogue';
import {
  GREEN_LIST_MESSAGES,
  answerProblem,
  greenListCompletion,
  greenListScore,
  hiddenAnswerPaths,
  isValidUrl,
  isVisible,
  materialsShareTotal,
  sendProblemMessages,
  sendProblems,
  withoutHiddenAnswers,
  type GreenListAnswer,
  type GreenListAnswers,
  type GreenListSheet,
  type MaterialEntry,
} from './green-list-rules';

const catalogue = greenListCatalogue();
const q = (code: string) => questionOf(catalogue, code)!;
const visible = (code: string, answers: GreenListAnswers) => isVisible(catalogue, q(code), answers);
const with_ = (sheet: GreenListSheet, answers: GreenListAnswers): GreenListSheet => ({
  ...sheet,
  answers: { ...sheet.answers, ...answers },
});

describe('Green List answers', () => {
  it.each([
    ['p3', { value: 6 }, 'p3 expects one of the levels 1 to 5.'],
    ['p3', { value: '3' }, 'p3 expects one of the levels 1 to 5.'],
    ['p16', { value: '2025-02-30' }, 'p16 expects a date (YYYY-MM-DD).'],
    ['s26', { value: 120 }, 's26 expects a percentage between 0 and 100.'],
    ['c3', { value: -1 }, 'c3 expects a number of at least 0.'],
    [
      'p12',
      { value: { road: 50, teleport: 50 } },
      'p12 expects a number of at least 0 for any of road, rail, sea, air.',
    ],
    ['c5', { value: 'not a list' }, expect.stringContaining('c5 expects a list')],
    ['p3', { notApplicable: { reason: 'n/a' } }, 'p3 cannot be marked not applicable.'],
    [
      'p2',
      { value: 3, notApplicable: { reason: 'x' } },
      'p2 is either answered or not applicable, not both.',
    ],
    ['p3', { value: 3, explain: 'why' }, 'p3 has no Explain box.'],
  ] as const)('refuses %s = %j', (code, answer, message) => {
    expect(answerProblem(q(code), answer as GreenListAnswer)).toEqual(message);
  });

  it('accepts an answer of each type, N/A where allowed, and an explanation where asked', () => {
    for (const question of catalogue.questions.filter((one) => one.type !== 'material'))
      expect(answerProblem(question, exampleAnswer(question))).toBeUndefined();
    expect(answerProblem(q('p2'), { notApplicable: { reason: 'We share the meter' } })).toBeUndefined();
  });

  it('checks URLs with or without their scheme', () => {
    expect(isValidUrl('https://www.atelier.fr/politique')).toBe(true);
    expect(isValidUrl('atelier.fr')).toBe(true);
    expect(isValidUrl('not a url')).toBe(false);
    expect(isValidUrl('http://localhost')).toBe(false);
  });
});

describe('Green List follow-ups (SPEC.md section 4)', () => {
  it('asks p17..p19 once p16 is answered, not when it is empty or not applicable', () => {
    for (const code of ['p17', 'p18', 'p19']) {
      expect(visible(code, {})).toBe(false);
      expect(visible(code, { p16: { value: '2024-01-10' } })).toBe(true);
      expect(visible(code, { p16: { notApplicable: { reason: 'No policy yet' } } })).toBe(false);
    }
    expect(visible('p26', { p25: { value: '2024-05-01' } })).toBe(true);
    expect(visible('p38', { p37: { value: 0 } })).toBe(true);
    expect(visible('p38', {})).toBe(false);
  });

  it.each([
    ['p21', 'p22'],
    ['p23', 'p24'],
    ['p41', 'p42'],
    ['p43', 'p44'],
    ['p47', 'p48'],
    ['p49', 'p50'],
  ])('hides the follow-up of %s on a low answer (1 or 2), shows it from 3', (earlier, followUp) => {
    expect(visible(followUp, { [earlier]: { value: 1 } })).toBe(false);
    expect(visible(followUp, { [earlier]: { value: 2 } })).toBe(false);
    expect(visible(followUp, { [earlier]: { value: 3 } })).toBe(true);
    expect(visible(followUp, { [earlier]: { value: 5 } })).toBe(true);
  });

  it('makes the material follow-ups depend on s3, s11, s14, s17, s20 and s22', () => {
    expect(visible('s5', { s3: { value: 1 } })).toBe(false);
    expect(visible('s5', { s3: { value: 2 } })).toBe(true);
    expect(visible('s12', { s11: { value: 3 } })).toBe(true);
    expect(visible('s15', { s14: { notApplicable: { reason: 'Plant fibre' } } })).toBe(false);
    expect(visible('s18', { s17: { value: 0 } })).toBe(false);
    expect(visible('s18', { s17: { value: 2 } })).toBe(true);
    expect(visible('s21', { s20: { value: 1 } })).toBe(true);
    expect(visible('s23', { s22: { value: 2 } })).toBe(false);
  });

  it('lists and drops the answers of hidden questions, in materials too', () => {
    const sheet: GreenListSheet = {
      answers: { p16: { notApplicable: { reason: 'None' } }, p17: { value: ['Energy'] }, p3: { value: 4 } },
      materials: [{ id: 'm1', answers: { s3: { value: 1 }, s5: { value: 'Italy' } } }],
    };
    expect(hiddenAnswerPaths(catalogue, sheet)).toEqual(['p17', 's1.m1.s5']);
    expect(withoutHiddenAnswers(catalogue, sheet)).toEqual({
      answers: { p16: { notApplicable: { reason: 'None' } }, p3: { value: 4 } },
      materials: [{ id: 'm1', answers: { s3: { value: 1 } } }],
    });
  });
});

describe('Green List completeness', () => {
  it('is 0% empty and 100% complete, per section and overall', () => {
    const empty = greenListCompletion(catalogue, { answers: {}, materials: [] });
    expect(empty.percentage).toBe(0);
    expect(empty.sections.context).toMatchObject({ done: 0, percentage: 0 });
    const full = greenListCompletion(catalogue, completeGreenList());
    expect(full.percentage).toBe(100);
    for (const section of Object.values(full.sections)) expect(section.percentage).toBe(100);
  });

  it('counts an answer without its explanation as not done, and N/A with a reason as done', () => {
    const sheet = completeGreenList();
    const before = greenListCompletion(catalogue, sheet).sections.use;
    const unexplained = greenListCompletion(catalogue, with_(sheet, { u4: { value: 3 } })).sections.use;
    expect(unexplained.done).toBe(before.done - 1);
    const na = greenListCompletion(
      catalogue,
      with_(sheet, { u3: { notApplicable: { reason: 'No energy' } } }),
    );
    expect(na.sections.use.percentage).toBe(100);
  });

  it('counts the sourcing goal as one item of the sourcing section', () => {
    const sheet = { ...completeGreenList(), materials: [exampleMaterial('oak', 50)] };
    expect(greenListCompletion(catalogue, sheet).sections.sourcing.percentage).toBeLessThan(100);
  });
});

describe('Green List score', () => {
  it('scores choices at their level out of 5, per section and in total', () => {
    const score = greenListScore(catalogue, completeGreenList(catalogue, 4));
    expect(score.percentage).toBe(80);
    expect(score.sections.use).toEqual({ points: 12, maximum: 15, percentage: 80 });
    expect(score.points).toBeCloseTo((score.maximum * 4) / 5);
  });

  it('leaves a question marked not applicable out of the points and the maximum', () => {
    const sheet = with_(completeGreenList(), { u3: { notApplicable: { reason: 'Nothing is used' } } });
    expect(greenListScore(catalogue, sheet).sections.use).toEqual({ points: 8, maximum: 10, percentage: 80 });
  });

  it('counts a visible unanswered choice as 0 of its maximum', () => {
    const { u2: _dropped, ...answers } = completeGreenList().answers;
    const score = greenListScore(catalogue, { ...completeGreenList(), answers });
    expect(score.sections.use).toEqual({ points: 8, maximum: 15, percentage: 53.33 });
  });

  it('weighs each material question by the materials’ shares of the yearly weight', () => {
    const heavy = exampleMaterial('oak', 75, catalogue, 5);
    const light = exampleMaterial('wax', 25, catalogue, 1);
    const onlyMaterials = { answers: {}, materials: [heavy, light] };
    const score = greenListScore(catalogue, onlyMaterials);
    const perMaterialChoices = materialQuestions(catalogue).filter((m) => m.type === 'choice').length;
    // s3, s8, s9, s10, s11, s14, s19, s22: 5 * 0.75 + 1 * 0.25 = 4 each; s24, s25, s27 and s29
    // (once per Green List) are open: 0 of 5 each.
    expect(score.sections.sourcing.maximum).toBe(perMaterialChoices * 5 + 4 * 5);
    expect(score.sections.sourcing.points).toBeCloseTo(perMaterialChoices * 4);
  });
});

describe('Green List sending', () => {
  it('sends a complete Green List', () => {
    expect(sendProblems(catalogue, completeGreenList())).toEqual([]);
  });

  it("asks for every explain box: 'Please fill in all the explain box'", () => {
    const problems = sendProblems(catalogue, with_(completeGreenList(), { e4: { value: 4, explain: ' ' } }));
    expect(problems).toEqual([{ path: 'e4', message: 'Please fill in all the explain box' }]);
  });

  it('refuses an invalid URL and an invalid email address', () => {
    const sheet = with_(completeGreenList(), { d12: { value: 'my shop' }, c0Email: { value: 'elise@' } });
    expect(sendProblemMessages(sendProblems(catalogue, sheet))).toEqual([
      GREEN_LIST_MESSAGES.invalidEmail,
      GREEN_LIST_MESSAGES.invalidUrl,
    ]);
  });

  it('lists the required answers missing, in materials too, and not the optional ones', () => {
    const sheet = completeGreenList();
    const { c1: _c1, d13: _d13, ...answers } = sheet.answers;
    const [first, second] = sheet.materials as [MaterialEntry, MaterialEntry];
    const { s8: _s8, ...firstAnswers } = first.answers;
    const problems = sendProblems(catalogue, {
      answers,
      materials: [{ ...first, answers: firstAnswers }, second],
    });
    expect(problems.map((p) => p.path)).toEqual(['c1', 's1.oak.s8']);
    expect(sendProblemMessages(problems)).toEqual([GREEN_LIST_MESSAGES.answersMissing]);
  });

  it('needs at least one material, and the materials to cover 90% to 100% of the yearly weight', () => {
    const sheet = completeGreenList();
    expect(sendProblems(catalogue, { ...sheet, materials: [] })).toEqual([
      { path: 's1', message: 'Please add at least one raw material.' },
    ]);
    const short = { ...sheet, materials: [exampleMaterial('oak', 60), exampleMaterial('wax', 25.5)] };
    expect(materialsShareTotal(short)).toBe(85.5);
    expect(sendProblemMessages(sendProblems(catalogue, short))).toEqual([
      'Your main raw materials must cover 90% or more of your yearly weight; they cover 85.5% now.',
    ]);
    const over = { ...sheet, materials: [exampleMaterial('oak', 80), exampleMaterial('wax', 30)] };
    expect(sendProblemMessages(sendProblems(catalogue, over))).toEqual([
      GREEN_LIST_MESSAGES.sharesAbove100(110),
    ]);
    expect(sendProblems(catalogue, { ...sheet, materials: [exampleMaterial('oak', 90)] })).toEqual([]);
  });

  it('needs a reason for each not applicable, and nothing of hidden questions', () => {
    const sheet = with_(completeGreenList(), {
      p16: { notApplicable: { reason: '' } },
      p17: { value: [] },
      p18: { value: '' },
    });
    expect(sendProblems(catalogue, sheet)).toEqual([
      { path: 'p16', message: GREEN_LIST_MESSAGES.reasonMissing },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------

const questions = greenListQuestions(catalogue).filter((question) => question.type !== 'material');
const perMaterial = materialQuestions(catalogue);

/** Any answer a client may store for the question (empty ones included), or none. */
function answerArbitrary(question: GreenListQuestion): fc.Arbitrary<GreenListAnswer | undefined> {
  const na = question.notApplicable
    ? [fc.record({ notApplicable: fc.record({ reason: fc.constantFrom('', 'Not for us') }) })]
    : [];
  const level = fc.integer({ min: 1, max: 5 });
  const value: fc.Arbitrary<GreenListAnswer> =
    question.type === 'choice'
      ? level.map((v) => ({ value: v }))
      : question.type === 'number'
        ? fc.integer({ min: 0, max: 5 }).map((v) => ({ value: v }))
        : fc.constant(exampleAnswer(question));
  return fc.option(fc.oneof(value, ...na), { nil: undefined });
}

function answersArbitrary(of: readonly GreenListQuestion[]): fc.Arbitrary<GreenListAnswers> {
  return fc
    .tuple(...of.map((question) => answerArbitrary(question)))
    .map((answers) =>
      Object.fromEntries(
        answers.flatMap((answer, index) => (answer ? [[of[index]!.code, answer] as const] : [])),
      ),
    );
}

const sheetArbitrary: fc.Arbitrary<GreenListSheet> = fc.record({
  answers: answersArbitrary(questions),
  materials: fc
    .array(fc.tuple(answersArbitrary(perMaterial), fc.integer({ min: 0, max: 100 })), { maxLength: 3 })
    .map((entries) =>
      entries.map(([answers, share], index) => ({
        id: `m${index}`,
        answers: { ...answers, s4: { value: share } },
      })),
    ),
});

/** A stored answer to a hidden question, of the sheet's top level or of one of its materials. */
function hiddenQuestionsOf(sheet: GreenListSheet): { code: string; material?: number }[] {
  const hidden = (answers: GreenListAnswers, of: readonly GreenListQuestion[]) =>
    of.filter((question) => question.type !== 'material' && !isVisible(catalogue, question, answers));
  return [
    ...hidden(sheet.answers, questions).map((question) => ({ code: question.code })),
    ...sheet.materials.flatMap((material, index) =>
      hidden(material.answers, perMaterial).map((question) => ({ code: question.code, material: index })),
    ),
  ];
}

function setAnswer(
  sheet: GreenListSheet,
  code: string,
  answer: GreenListAnswer,
  material?: number,
): GreenListSheet {
  if (material === undefined) return with_(sheet, { [code]: answer });
  return {
    ...sheet,
    materials: sheet.materials.map((entry, index) =>
      index === material ? { ...entry, answers: { ...entry.answers, [code]: answer } } : entry,
    ),
  };
}

describe('Green List properties', () => {
  it('hidden questions never count: changing their answers changes neither score, completeness nor sending', () => {
    fc.assert(
      fc.property(sheetArbitrary, fc.nat(), fc.integer({ min: 1, max: 5 }), (sheet, pick, level) => {
        const hidden = hiddenQuestionsOf(sheet);
        fc.pre(hidden.length > 0);
        const { code, material } = hidden[pick % hidden.length]!;
        const question = q(code);
        const answer = question.type === 'choice' ? { value: level } : exampleAnswer(question);
        const changed = setAnswer(sheet, code, answer, material);
        expect(greenListScore(catalogue, changed)).toEqual(greenListScore(catalogue, sheet));
        expect(greenListCompletion(catalogue, changed)).toEqual(greenListCompletion(catalogue, sheet));
        expect(sendProblems(catalogue, changed)).toEqual(sendProblems(catalogue, sheet));
      }),
    );
  });

  it('the score never exceeds the maximum, in any section', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const score = greenListScore(catalogue, sheet);
        expect(score.points).toBeLessThanOrEqual(score.maximum);
        expect(score.percentage).toBeLessThanOrEqual(100);
        for (const section of Object.values(score.sections)) {
          expect(section.points).toBeGreaterThanOrEqual(0);
          expect(section.points).toBeLessThanOrEqual(section.maximum);
        }
      }),
    );
  });

  it('marking a question not applicable never lowers the percentage (compared with leaving it open)', () => {
    const naQuestions = questions.filter((question) => question.notApplicable && question.type === 'choice');
    fc.assert(
      fc.property(sheetArbitrary, fc.constantFrom(...naQuestions), (sheet, question) => {
        const { [question.code]: _left, ...answers } = sheet.answers;
        const open = { ...sheet, answers };
        const na = setAnswer(open, question.code, { notApplicable: { reason: 'Not for us' } });
        expect(greenListScore(catalogue, na).percentage).toBeGreaterThanOrEqual(
          greenListScore(catalogue, open).percentage,
        );
      }),
    );
  });

  it('the percentage is the points over the maximum, and a sent sheet keeps its score', () => {
    fc.assert(
      fc.property(sheetArbitrary, (sheet) => {
        const score = greenListScore(catalogue, sheet);
        if (score.maximum > 0) expect(score.percentage).toBeCloseTo((score.points * 100) / score.maximum, 1);
        expect(greenListScore(catalogue, withoutHiddenAnswers(catalogue, sheet))).toEqual(score);
      }),
    );
  });
});
