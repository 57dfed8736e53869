import {
  CURRENT_GREEN_LIST_VERSION,
  GREEN_LIST_SECTIONS,
  greenListCatalogue,
  greenListKeys,
  greenListQuestions,
  isGreenListVersion,
  materialQuestions,
  questionOf,
  questionsOfSection,
} from './green-list-catalogue';

const catalogue = greenListCatalogue();
const codes = (from: string, to: number, start = 1) =>
  Array.from({ length: to - start + 1 }, (_, i) => `${from}${i + start}`);

describe('Green List catalogue', () => {
  it('has every code group of SPEC.md section 3, in order, once each', () => {
    const all = catalogue.questions.map((question) => question.code);
    expect(all).toEqual([
      'c0Name',
      'c0Email',
      'c0Date',
      ...codes('c', 6),
      's1',
      ...codes('s', 23, 2),
      ...codes('s', 31, 24),
      ...codes('p', 53),
      ...codes('d', 13),
      ...codes('u', 4),
      ...codes('e', 4, 2),
    ]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('asks s2..s23 of each material of s1, and everything else once', () => {
    expect(materialQuestions(catalogue).map((q) => q.code)).toEqual(codes('s', 23, 2));
    expect(greenListQuestions(catalogue).every((q) => !q.perMaterial)).toBe(true);
    expect(questionOf(catalogue, 's1')).toMatchObject({ type: 'material', section: 'sourcing' });
  });

  it('has the six sections of SPEC.md section 2, each with questions', () => {
    expect(GREEN_LIST_SECTIONS).toEqual([
      'context',
      'sourcing',
      'production',
      'distribution',
      'use',
      'endOfLife',
    ]);
    for (const section of GREEN_LIST_SECTIONS)
      expect(questionsOfSection(catalogue, section).length).toBeGreaterThan(0);
  });

  it('scores choices only, with a weight of 1 or 0', () => {
    for (const question of catalogue.questions) {
      expect([0, 1]).toContain(question.weight);
      if (question.type !== 'choice') expect(question.weight).toBe(0);
    }
  });

  it('makes follow-ups depend on the questions SPEC.md section 4 names', () => {
    const followUps = (of: string) =>
      catalogue.questions.filter((q) => q.showWhen?.after === of).map((q) => q.code);
    expect(followUps('p16')).toEqual(['p17', 'p18', 'p19']);
    expect(followUps('p25')).toEqual(['p26', 'p27']);
    expect(followUps('p37')).toEqual(['p38']);
    for (const lowHides of ['p21', 'p23', 'p41', 'p43', 'p47', 'p49'])
      expect(catalogue.questions.find((q) => q.showWhen?.after === lowHides)?.showWhen).toMatchObject({
        kind: 'atLeast',
      });
    const materialParents = new Set(
      materialQuestions(catalogue).flatMap((q) => (q.showWhen ? [q.showWhen.after] : [])),
    );
    expect([...materialParents]).toEqual(['s3', 's11', 's14', 's17', 's20', 's22']);
  });

  it('gives multinum questions their parts and nothing else parts', () => {
    for (const question of catalogue.questions)
      expect(question.type === 'multinum').toBe((question.parts?.length ?? 0) > 0);
  });

  it('records its version; an unknown version is refused', () => {
    expect(catalogue.version).toBe(CURRENT_GREEN_LIST_VERSION);
    expect(isGreenListVersion(1)).toBe(true);
    expect(isGreenListVersion(99)).toBe(false);
    expect(() => greenListCatalogue(99)).toThrow('No Green List catalogue has version 99');
  });

  it('builds the locale keys of a question: text, help, options of a choice, parts of a multinum', () => {
    expect(greenListKeys(questionOf(catalogue, 'p3')!)).toEqual([
      'questions.p3.text',
      'questions.p3.help',
      ...[1, 2, 3, 4, 5].map((level) => `questions.p3.options.${level}`),
    ]);
    expect(greenListKeys(questionOf(catalogue, 's7')!)).toEqual([
      'questions.s7.text',
      'questions.s7.help',
      'questions.s7.parts.road',
      'questions.s7.parts.rail',
      'questions.s7.parts.sea',
      'questions.s7.parts.air',
    ]);
  });
});
