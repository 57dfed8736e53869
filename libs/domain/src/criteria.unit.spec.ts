import {
  CRITERIA,
  CRITERION_IDS,
  MAX_POINTS_PER_CRITERION,
  MAX_POINTS_PER_GROUP,
  MAX_POINTS_PER_QUESTION,
  MAX_POINTS_TOTAL,
  QUESTION_IDS,
  SELF_ANSWERS,
  SELF_ANSWER_POINTS,
  SELF_TO_STAFF_ANSWER,
  STAFF_ANSWERS,
  STAFF_ANSWER_POINTS,
  allCriteriaKeys,
  criteriaKeys,
  criteriaOfGroup,
  criterionCompletion,
  evaluationCompletion,
  groupOf,
  groupPointsOf,
  isCriterionId,
  isPoints,
  isQuestionId,
  pointsOf,
  questionIdsOf,
  selfAnswerPoints,
  splitQuestionId,
  staffAnswerOf,
  staffAnswerPoints,
  totalPointsOf,
  type EvaluationAnswers,
} from './criteria';

describe('criteria catalogue', () => {
  it('has the eleven criteria of the spec, in order: seven essential, then four differentiating', () => {
    expect(CRITERION_IDS).toEqual([
      'tradition',
      'creativity',
      'savoirFaire',
      'innovation',
      'interpretation',
      'territory',
      'competence',
      'originality',
      'training',
      'talent',
      'authenticity',
    ]);
    expect(criteriaOfGroup('essential')).toHaveLength(7);
    expect(criteriaOfGroup('differentiating')).toEqual(['originality', 'training', 'talent', 'authenticity']);
    expect(CRITERIA.map((criterion) => criterion.group)).toEqual([
      ...Array<string>(7).fill('essential'),
      ...Array<string>(4).fill('differentiating'),
    ]);
    expect(groupOf('savoirFaire')).toBe('essential');
    expect(groupOf('talent')).toBe('differentiating');
  });

  it('gives every criterion three questions, 33 in all, each id unique', () => {
    for (const criterion of CRITERION_IDS)
      expect(questionIdsOf(criterion)).toEqual([`${criterion}.q1`, `${criterion}.q2`, `${criterion}.q3`]);
    expect(QUESTION_IDS).toHaveLength(33);
    expect(new Set(QUESTION_IDS).size).toBe(33);
    expect(splitQuestionId('savoirFaire.q2')).toEqual({ criterion: 'savoirFaire', question: 'q2' });
  });

  it('recognises its ids and nothing else', () => {
    expect(isCriterionId('territory')).toBe(true);
    expect(isCriterionId('savoir-faire')).toBe(false);
    expect(isCriterionId(3)).toBe(false);
    expect(isQuestionId('talent.q3')).toBe(true);
    expect(isQuestionId('talent.q4')).toBe(false);
    expect(isQuestionId('q1')).toBe(false);
  });
});

describe('answer scales', () => {
  it('scores the six staff levels 0 to 5, in order', () => {
    expect(STAFF_ANSWERS).toEqual(['noNa', 'rarely', 'sometimes', 'often', 'mostOfTheTime', 'always']);
    STAFF_ANSWERS.forEach((answer, index) => {
      expect(STAFF_ANSWER_POINTS[answer]).toBe(index);
      expect(staffAnswerPoints(answer)).toBe(index);
      expect(staffAnswerOf(staffAnswerPoints(answer))).toBe(answer);
    });
  });

  it('maps the four self-assessment answers to the staff level of the same name: 0, 1, 3, 5', () => {
    expect(SELF_ANSWERS).toEqual(['no', 'rarely', 'often', 'always']);
    expect(SELF_TO_STAFF_ANSWER).toEqual({ no: 'noNa', rarely: 'rarely', often: 'often', always: 'always' });
    expect(SELF_ANSWER_POINTS).toEqual({ no: 0, rarely: 1, often: 3, always: 5 });
    for (const answer of SELF_ANSWERS)
      expect(selfAnswerPoints(answer)).toBe(staffAnswerPoints(SELF_TO_STAFF_ANSWER[answer]));
  });

  it('keeps the self-assessment scale within the staff one: same minimum and maximum, rising', () => {
    const points = SELF_ANSWERS.map(selfAnswerPoints);
    expect(points[0]).toBe(0);
    expect(points[points.length - 1]).toBe(MAX_POINTS_PER_QUESTION);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
  });

  it('accepts whole points from 0 to 5 only', () => {
    for (const points of [0, 1, 2, 3, 4, 5]) expect(isPoints(points)).toBe(true);
    for (const value of [-1, 6, 2.5, '3', null, undefined, Number.NaN]) expect(isPoints(value)).toBe(false);
  });
});

describe('maximum points', () => {
  it('is 5 a question, 15 a criterion, 105 + 60 = 165 in all', () => {
    expect(MAX_POINTS_PER_QUESTION).toBe(5);
    expect(MAX_POINTS_PER_CRITERION).toBe(15);
    expect(MAX_POINTS_PER_GROUP).toEqual({ essential: 105, differentiating: 60 });
    expect(MAX_POINTS_TOTAL).toBe(165);
  });
});

describe('criterionCompletion', () => {
  it('is 0 with no answers', () => {
    expect(criterionCompletion(undefined)).toBe(0);
    expect(criterionCompletion({})).toBe(0);
    expect(criterionCompletion({ q1: null, q2: null })).toBe(0);
  });

  it('counts NO/NA as an answer', () => {
    expect(criterionCompletion({ q1: 0 })).toBe(33);
  });

  it('rounds down, so that only a complete criterion reads 100', () => {
    expect(criterionCompletion({ q1: 5, q3: 2 })).toBe(66);
    expect(criterionCompletion({ q1: 5, q2: 0, q3: 2 })).toBe(100);
  });
});

describe('pointsOf', () => {
  it('adds the points of the answered questions; unanswered ones count 0', () => {
    expect(pointsOf(undefined)).toBe(0);
    expect(pointsOf({ q1: 3, q2: null })).toBe(3);
    expect(pointsOf({ q1: 5, q2: 4, q3: 1 })).toBe(10);
    expect(pointsOf({ q1: 5, q2: 5, q3: 5 })).toBe(MAX_POINTS_PER_CRITERION);
  });

  it('gives a self-assessment the points of its mapped answers', () => {
    expect(
      pointsOf({
        q1: selfAnswerPoints('always'),
        q2: selfAnswerPoints('often'),
        q3: selfAnswerPoints('rarely'),
      }),
    ).toBe(9);
  });
});

describe('whole evaluation', () => {
  const full: EvaluationAnswers = Object.fromEntries(
    CRITERION_IDS.map((criterion) => [criterion, { q1: 5, q2: 5, q3: 5 }]),
  );

  it('totals every criterion, and each group apart', () => {
    expect(totalPointsOf({})).toBe(0);
    expect(totalPointsOf(full)).toBe(MAX_POINTS_TOTAL);
    expect(groupPointsOf(full, 'essential')).toBe(105);
    expect(groupPointsOf(full, 'differentiating')).toBe(60);
    const partial: EvaluationAnswers = { tradition: { q1: 3 }, talent: { q2: 4, q3: 0 } };
    expect(totalPointsOf(partial)).toBe(7);
    expect(groupPointsOf(partial, 'essential')).toBe(3);
    expect(groupPointsOf(partial, 'differentiating')).toBe(4);
  });

  it('reports the share of the 33 questions answered', () => {
    expect(evaluationCompletion({})).toBe(0);
    expect(evaluationCompletion(full)).toBe(100);
    expect(evaluationCompletion({ tradition: { q1: 0, q2: 1, q3: 2 } })).toBe(9);
  });
});

describe('i18n keys', () => {
  it('builds the keys of the criteria namespace', () => {
    expect(criteriaKeys.criterionName('savoirFaire')).toBe('criteria.savoirFaire.name');
    expect(criteriaKeys.questionText('tradition.q1')).toBe('criteria.tradition.questions.q1.text');
    expect(criteriaKeys.questionExample('talent.q3')).toBe('criteria.talent.questions.q3.example');
    expect(criteriaKeys.questionLevel('tradition.q1', 'often')).toBe(
      'criteria.tradition.questions.q1.levels.often',
    );
    expect(criteriaKeys.staffAnswer('noNa')).toBe('scale.staff.noNa');
    expect(criteriaKeys.selfAnswer('no')).toBe('scale.self.no');
    expect(criteriaKeys.groupInfo('differentiating')).toBe('groups.differentiating.info');
    expect(criteriaKeys.status('IMPROVEMENT POTENTIAL', 'text')).toBe('statuses.IMPROVEMENT POTENTIAL.text');
    expect(criteriaKeys.decision('ACCEPTED', 'label')).toBe('decisions.ACCEPTED.label');
  });

  it('lists every key once: 9 texts per question (staff and self wording, example, 6 levels), 2 per criterion, scales, groups, outcomes, page', () => {
    const keys = allCriteriaKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => key.includes('.questions.'))).toHaveLength(33 * 9);
    expect(keys).toHaveLength(7 + 4 + 11 * 2 + 33 * 9 + (2 + 6) + (2 + 4) + 8 * 2 + 2 * 2);
  });
});
