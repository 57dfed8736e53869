/**
 * The Green List catalogue (SPEC.md section 3, "Green List"): the sustainability questionnaire's
 * structure, codes only. Every text (questions, the five options of each choice, help, section
 * titles) lives in the web app's `green-list` locale namespace under the keys built by
 * `greenListKeys`; what each code asks is written down in green-list-catalogue.md beside this file.
 *
 * The catalogue has a version. A Green List records the version it was started on and is shown,
 * validated and scored with that version for good: a later catalogue is a new entry of
 * GREEN_LIST_CATALOGUES, never an edit of a shipped one. Codes never change meaning once shipped.
 */

export const GREEN_LIST_SECTIONS = [
  'context',
  'sourcing',
  'production',
  'distribution',
  'use',
  'endOfLife',
] as const;

export type GreenListSection = (typeof GREEN_LIST_SECTIONS)[number];

/**
 * - text: free text (`format` narrows it to an email address or a URL);
 * - number: a number of at least 0 (a count, kilometres, kWh...);
 * - choice: one of five options, valued 1 (weakest practice) to 5 (best practice);
 * - multinum: one number per named part (e.g. the share of each transport mode);
 * - date: a calendar day, YYYY-MM-DD;
 * - material: the list of raw materials (s1), each entry answering the material questions;
 * - percentage: 0 to 100, a share of the yearly weight (or of sales, waste...);
 * - textList: several short free texts (certifications, awards, products...).
 */
export const GREEN_LIST_QUESTION_TYPES = [
  'text',
  'number',
  'choice',
  'multinum',
  'date',
  'material',
  'percentage',
  'textList',
] as const;

export type GreenListQuestionType = (typeof GREEN_LIST_QUESTION_TYPES)[number];

export type TextFormat = 'email' | 'url';

/**
 * When a follow-up question is asked (SPEC.md section 4). The earlier question (`after`) must be
 * answered, not marked not applicable, and, for `atLeast`, with a value of at least `min` (a choice
 * level, or a count): a lower value hides the follow-up.
 */
export type ShowWhen = { kind: 'answered'; after: string } | { kind: 'atLeast'; after: string; min: number };

export type GreenListQuestion = {
  code: string;
  section: GreenListSection;
  type: GreenListQuestionType;
  /** 1 when a choice counts towards the score (level 1..5 times 1), 0 otherwise. */
  weight: 0 | 1;
  /** Must be answered (or marked not applicable, where allowed) before sending. */
  required: boolean;
  /** May be marked not applicable, with a reason. */
  notApplicable: boolean;
  /** Has an Explain box, which must be filled whenever the question is answered. */
  explain: boolean;
  /** multinum only: the named parts, each answered with a number. */
  parts?: readonly string[];
  format?: TextFormat;
  showWhen?: ShowWhen;
  /** Asked once per raw material (inside s1), rather than once per Green List. */
  perMaterial: boolean;
};

export type GreenListCatalogue = {
  version: number;
  questions: readonly GreenListQuestion[];
};

/** The choice levels; their texts are `questions.<code>.options.<level>`. */
export const CHOICE_LEVELS = [1, 2, 3, 4, 5] as const;

export type ChoiceLevel = (typeof CHOICE_LEVELS)[number];

export const MAX_CHOICE_LEVEL = 5;

/** The code of the list of materials. */
export const MATERIALS_CODE = 's1';

/** Where transport goes, in shares of the distance or the goods (multinum parts). */
const TRANSPORT_MODES = ['road', 'rail', 'sea', 'air'] as const;

type Options = Partial<
  Pick<
    GreenListQuestion,
    'weight' | 'required' | 'notApplicable' | 'explain' | 'parts' | 'format' | 'showWhen'
  >
>;

function questionsOf(
  section: GreenListSection,
  perMaterial: boolean,
  entries: readonly (readonly [string, GreenListQuestionType, Options?])[],
): GreenListQuestion[] {
  return entries.map(([code, type, options = {}]) => ({
    code,
    section,
    type,
    // Choices count unless told otherwise; other types never do (SPEC.md: weight 1 or 0).
    weight: options.weight ?? (type === 'choice' ? 1 : 0),
    required: options.required ?? true,
    notApplicable: options.notApplicable ?? false,
    explain: options.explain ?? false,
    perMaterial,
    ...(options.parts ? { parts: options.parts } : {}),
    ...(options.format ? { format: options.format } : {}),
    ...(options.showWhen ? { showWhen: options.showWhen } : {}),
  }));
}

const answered = (after: string): ShowWhen => ({ kind: 'answered', after });
const atLeast = (after: string, min: number): ShowWhen => ({ kind: 'atLeast', after, min });
const optional = { required: false } as const;
const na = { notApplicable: true } as const;

/** Version 1: the questions of green-list-catalogue.md. */
const VERSION_1: GreenListCatalogue = {
  version: 1,
  questions: [
    ...questionsOf('context', false, [
      ['c0Name', 'text'],
      ['c0Email', 'text', { format: 'email' }],
      ['c0Date', 'date'],
      ['c1', 'text'],
      ['c2', 'multinum', { parts: ['fullTime', 'partTime', 'apprentices', 'freelancers'] }],
      ['c3', 'number'],
      ['c4', 'number', { explain: true }],
      ['c5', 'textList'],
      ['c6', 'text', { ...optional, format: 'url' }],
    ]),
    ...questionsOf('sourcing', false, [[MATERIALS_CODE, 'material']]),
    // The questions of each material (s2..s23); follow-ups depend on s3, s11, s14, s17, s20, s22.
    ...questionsOf('sourcing', true, [
      ['s2', 'text'],
      ['s3', 'choice'],
      ['s4', 'percentage'],
      ['s5', 'text', { showWhen: atLeast('s3', 2) }],
      ['s6', 'number', { showWhen: atLeast('s3', 2) }],
      ['s7', 'multinum', { parts: TRANSPORT_MODES, showWhen: atLeast('s3', 2) }],
      ['s8', 'choice'],
      ['s9', 'choice', { ...na, explain: true }],
      ['s10', 'choice', { explain: true }],
      ['s11', 'choice'],
      ['s12', 'text', { showWhen: atLeast('s11', 3) }],
      ['s13', 'text', { ...optional, format: 'url', showWhen: atLeast('s11', 3) }],
      ['s14', 'choice', na],
      ['s15', 'text', { showWhen: atLeast('s14', 3) }],
      ['s16', 'number'],
      ['s17', 'number'],
      ['s18', 'text', { showWhen: atLeast('s17', 1) }],
      ['s19', 'choice'],
      ['s20', 'number'],
      ['s21', 'text', { showWhen: atLeast('s20', 1) }],
      ['s22', 'choice'],
      ['s23', 'text', { showWhen: atLeast('s22', 3) }],
    ]),
    ...questionsOf('sourcing', false, [
      ['s24', 'choice'],
      ['s25', 'choice'],
      ['s26', 'percentage'],
      ['s27', 'choice', { explain: true }],
      ['s28', 'text'],
      ['s29', 'choice', na],
      ['s30', 'textList', optional],
      ['s31', 'text', optional],
    ]),
    ...questionsOf('production', false, [
      ['p1', 'multinum', { parts: ['grid', 'renewableContract', 'ownRenewable', 'biomass', 'gas', 'oil'] }],
      ['p2', 'number', na],
      ['p3', 'choice'],
      ['p4', 'number', na],
      ['p5', 'choice', na],
      ['p6', 'choice'],
      ['p7', 'percentage'],
      ['p8', 'choice', { explain: true }],
      ['p9', 'textList', na],
      ['p10', 'multinum', { parts: ['car', 'train', 'plane'] }],
      ['p11', 'choice', na],
      ['p12', 'multinum', { parts: TRANSPORT_MODES }],
      ['p13', 'choice'],
      ['p14', 'choice', { explain: true }],
      ['p15', 'choice'],
      ['p16', 'date', na],
      ['p17', 'textList', { showWhen: answered('p16') }],
      ['p18', 'text', { showWhen: answered('p16') }],
      ['p19', 'text', { ...optional, format: 'url', showWhen: answered('p16') }],
      ['p20', 'textList', na],
      ['p21', 'choice'],
      ['p22', 'text', { showWhen: atLeast('p21', 3) }],
      ['p23', 'choice'],
      ['p24', 'text', { showWhen: atLeast('p23', 3) }],
      ['p25', 'date', na],
      ['p26', 'number', { showWhen: answered('p25') }],
      ['p27', 'text', { showWhen: answered('p25') }],
      ['p28', 'choice'],
      ['p29', 'textList', optional],
      ['p30', 'choice'],
      ['p31', 'choice'],
      ['p32', 'choice', na],
      ['p33', 'textList', na],
      ['p34', 'textList', na],
      ['p35', 'text', { ...optional, format: 'url' }],
      ['p36', 'choice', na],
      ['p37', 'number', na],
      ['p38', 'textList', { showWhen: answered('p37') }],
      ['p39', 'choice', na],
      ['p40', 'choice', na],
      ['p41', 'choice'],
      ['p42', 'text', { showWhen: atLeast('p41', 3) }],
      ['p43', 'choice'],
      ['p44', 'date', { showWhen: atLeast('p43', 3) }],
      ['p45', 'choice'],
      ['p46', 'text', optional],
      ['p47', 'choice'],
      ['p48', 'textList', { showWhen: atLeast('p47', 3) }],
      ['p49', 'choice'],
      ['p50', 'text', { showWhen: atLeast('p49', 3) }],
      ['p51', 'choice'],
      ['p52', 'text'],
      ['p53', 'text', optional],
    ]),
    ...questionsOf('distribution', false, [
      ['d1', 'multinum', { parts: ['paper', 'plastic', 'wood', 'textile', 'glass', 'none'] }],
      ['d2', 'choice'],
      ['d3', 'choice'],
      ['d4', 'percentage', na],
      ['d5', 'textList', na],
      ['d6', 'choice', na],
      ['d7', 'multinum', { parts: ['workshop', 'fairs', 'retailers', 'online', 'commissions'] }],
      ['d8', 'percentage'],
      ['d9', 'choice', na],
      ['d10', 'choice', na],
      ['d11', 'choice', na],
      ['d12', 'text', { ...optional, format: 'url' }],
      ['d13', 'text', optional],
    ]),
    ...questionsOf('use', false, [
      ['u1', 'number'],
      ['u2', 'choice'],
      ['u3', 'choice', na],
      ['u4', 'choice', { explain: true }],
    ]),
    ...questionsOf('endOfLife', false, [
      ['e2', 'choice'],
      ['e3', 'choice'],
      ['e4', 'choice', { explain: true }],
    ]),
  ],
};

/** Every catalogue ever shipped, by version. */
export const GREEN_LIST_CATALOGUES: Readonly<Record<number, GreenListCatalogue>> = { 1: VERSION_1 };

/** The version a Green List started today records. */
export const CURRENT_GREEN_LIST_VERSION = 1;

export function greenListCatalogue(version: number = CURRENT_GREEN_LIST_VERSION): GreenListCatalogue {
  const catalogue = GREEN_LIST_CATALOGUES[version];
  if (!catalogue) throw new Error(`No Green List catalogue has version ${version}`);
  return catalogue;
}

export function isGreenListVersion(value: unknown): value is number {
  return typeof value === 'number' && GREEN_LIST_CATALOGUES[value] !== undefined;
}

/** The question of a code, or undefined for a code the catalogue does not have. */
export function questionOf(catalogue: GreenListCatalogue, code: string): GreenListQuestion | undefined {
  return catalogue.questions.find((question) => question.code === code);
}

/** The questions asked once per Green List (everything but the material questions). */
export function greenListQuestions(catalogue: GreenListCatalogue): readonly GreenListQuestion[] {
  return catalogue.questions.filter((question) => !question.perMaterial);
}

/** The questions each raw material answers (s2..s23). */
export function materialQuestions(catalogue: GreenListCatalogue): readonly GreenListQuestion[] {
  return catalogue.questions.filter((question) => question.perMaterial);
}

export function questionsOfSection(
  catalogue: GreenListCatalogue,
  section: GreenListSection,
): readonly GreenListQuestion[] {
  return catalogue.questions.filter((question) => question.section === section);
}

// ---------------------------------------------------------------------------------------------------
// i18n keys of the texts (namespace `green-list`, apps/web/public/locales/<language>/green-list.json)
// ---------------------------------------------------------------------------------------------------

export const GREEN_LIST_NAMESPACE = 'green-list';

/**
 * The locale keys of one question: its text, an optional help, the label of each choice option and
 * of each multinum part. The web app and any download build the keys here, never by hand.
 */
export function greenListKeys(question: GreenListQuestion): string[] {
  const base = `questions.${question.code}`;
  const keys = [`${base}.text`, `${base}.help`];
  if (question.type === 'choice') keys.push(...CHOICE_LEVELS.map((level) => `${base}.options.${level}`));
  for (const part of question.parts ?? []) keys.push(`${base}.parts.${part}`);
  return keys;
}

/** The title of each section: `sections.<section>.title`. */
export const sectionKey = (section: GreenListSection) => `sections.${section}.title`;
