import {
  GREEN_LIST_SECTIONS,
  MATERIALS_CODE,
  questionOf,
  type GreenListCatalogue,
  type GreenListSection,
} from '@artisans/domain/green-list-catalogue';
import {
  GREEN_LIST_LIMITS,
  isVisible,
  type GreenListAnswer,
  type GreenListAnswers,
  type GreenListCompletion,
  type GreenListSheet,
  type MaterialEntry,
} from '@artisans/domain/green-list-rules';
import type { GreenListView } from '../api/get-green-list';
import type { GreenListPatch } from '../api/save-green-list-answers';

/**
 * The Green List as the artisan fills it in, in the shape of the shared rules (libs/domain's
 * GreenListSheet): what changed, what the autosave sends, the material list's edits. Everything
 * about visibility, completeness and score is the domain's (green-list-rules.ts), never redone here.
 */

/** The wizard's steps: the six sections, then the summary with the score and the sending. */
export const GREEN_LIST_STEPS = [...GREEN_LIST_SECTIONS, 'summary'] as const;

export type GreenListStep = (typeof GREEN_LIST_STEPS)[number];

export function isGreenListStep(value: unknown): value is GreenListStep {
  return (GREEN_LIST_STEPS as readonly unknown[]).includes(value);
}

export const sheetOfView = (view: GreenListView): GreenListSheet => ({
  answers: view.answers,
  materials: view.materials,
});

/** Where an answer is: a Green List question, or a question of one material. */
export type AnswerTarget = { code: string; materialId?: string };

/** JSON with the keys of every object in order: the server may give an answer's keys back in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

export const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** An answer with nothing in it is no answer: it is removed rather than stored empty. */
export function cleanAnswer(answer: GreenListAnswer | undefined): GreenListAnswer | undefined {
  if (!answer) return undefined;
  const clean: GreenListAnswer = {};
  if (answer.value !== undefined) clean.value = answer.value;
  if (answer.notApplicable !== undefined) clean.notApplicable = answer.notApplicable;
  if (answer.explain !== undefined && answer.explain !== '') clean.explain = answer.explain;
  return Object.keys(clean).length === 0 ? undefined : clean;
}

function setAnswer(answers: GreenListAnswers, code: string, answer: GreenListAnswer | undefined) {
  const next: Record<string, GreenListAnswer> = { ...answers };
  const clean = cleanAnswer(answer);
  if (clean) next[code] = clean;
  else delete next[code];
  return next;
}

/** The sheet with one answer set (or removed, when `answer` holds nothing). */
export function withAnswer(
  sheet: GreenListSheet,
  target: AnswerTarget,
  answer: GreenListAnswer | undefined,
): GreenListSheet {
  if (target.materialId === undefined)
    return { ...sheet, answers: setAnswer(sheet.answers, target.code, answer) };
  return {
    ...sheet,
    materials: sheet.materials.map((material) =>
      material.id === target.materialId
        ? { id: material.id, answers: setAnswer(material.answers, target.code, answer) }
        : material,
    ),
  };
}

export function answerAt(sheet: GreenListSheet, target: AnswerTarget): GreenListAnswer | undefined {
  if (target.materialId === undefined) return sheet.answers[target.code];
  return sheet.materials.find((material) => material.id === target.materialId)?.answers[target.code];
}

/** A new material's id: the client chooses it, stable across reorders (at most 40 characters). */
export function newMaterialId(
  existing: readonly MaterialEntry[],
  random: () => number = Math.random,
): string {
  for (;;) {
    const id = `m${Math.floor(random() * 36 ** 8).toString(36)}`;
    if (!existing.some((material) => material.id === id)) return id;
  }
}

export type MaterialEdit =
  { kind: 'add'; id: string } | { kind: 'remove'; id: string } | { kind: 'move'; id: string; by: -1 | 1 };

export function withMaterialEdit(sheet: GreenListSheet, edit: MaterialEdit): GreenListSheet {
  const { materials } = sheet;
  switch (edit.kind) {
    case 'add':
      if (materials.length >= GREEN_LIST_LIMITS.materials || materials.some((m) => m.id === edit.id))
        return sheet;
      return { ...sheet, materials: [...materials, { id: edit.id, answers: {} }] };
    case 'remove':
      return { ...sheet, materials: materials.filter((material) => material.id !== edit.id) };
    case 'move': {
      const from = materials.findIndex((material) => material.id === edit.id);
      const to = from + edit.by;
      if (from < 0 || to < 0 || to >= materials.length) return sheet;
      const moved = [...materials];
      const [material] = moved.splice(from, 1);
      moved.splice(to, 0, material!);
      return { ...sheet, materials: moved };
    }
    default: {
      const unexpected: never = edit;
      return unexpected;
    }
  }
}

/**
 * The answers of a scope as the server may take them: a changed answer to a question hidden now is
 * not sent (the API refuses answers to follow-ups not asked, 400), the saved one stays as it was;
 * it is kept on the screen and saved if the follow-up is asked again.
 */
function sendable(
  catalogue: GreenListCatalogue,
  draft: GreenListAnswers,
  saved: GreenListAnswers,
): GreenListAnswers {
  const result: Record<string, GreenListAnswer> = {};
  for (const code of new Set([...Object.keys(draft), ...Object.keys(saved)])) {
    const question = questionOf(catalogue, code);
    const mine = draft[code];
    const theirs = saved[code];
    const keep =
      !question || mine === undefined || same(mine, theirs) || isVisible(catalogue, question, draft);
    const answer = keep ? mine : theirs;
    if (answer !== undefined) result[code] = answer;
  }
  return result;
}

/** What the autosave sends to bring the server from `saved` to `draft`; null when it has it all. */
export function patchOf(
  catalogue: GreenListCatalogue,
  draft: GreenListSheet,
  saved: GreenListSheet,
): GreenListPatch | null {
  const answers: GreenListPatch['answers'] = {};
  const mine = sendable(catalogue, draft.answers, saved.answers);
  for (const code of new Set([...Object.keys(mine), ...Object.keys(saved.answers)]))
    if (!same(mine[code], saved.answers[code])) answers[code] = mine[code] ?? null;
  const materials = draft.materials.map((material) => ({
    id: material.id,
    answers: sendable(
      catalogue,
      material.answers,
      saved.materials.find((entry) => entry.id === material.id)?.answers ?? {},
    ),
  }));
  const materialsChanged = !same(materials, saved.materials);
  if (Object.keys(answers).length === 0 && !materialsChanged) return null;
  return materialsChanged ? { answers, materials } : { answers };
}

/** The sheet with a patch laid on top: the person's unsaved input over a version read again. */
export function withPatch(sheet: GreenListSheet, patch: GreenListPatch | null): GreenListSheet {
  if (!patch) return sheet;
  const answers: Record<string, GreenListAnswer> = { ...sheet.answers };
  for (const [code, answer] of Object.entries(patch.answers)) {
    if (answer === null) delete answers[code];
    else answers[code] = answer;
  }
  return { answers, materials: patch.materials ?? sheet.materials };
}

/**
 * Whether the artisan may change an answer now: the Green List is editable and, while the foundation
 * asks for information (PENDING), only the answers it named (`s1` opens the whole material list).
 */
export function mayChange(view: GreenListView | null, target: AnswerTarget): boolean {
  if (!view?.editable) return false;
  if (view.status !== 'PENDING') return true;
  const codes = view.informationRequest?.codes ?? [];
  if (target.materialId !== undefined && codes.includes(MATERIALS_CODE)) return true;
  return codes.includes(target.code);
}

/** Adding, removing and reordering materials: the list itself must be open. */
export const mayEditMaterialList = (view: GreenListView | null): boolean =>
  mayChange(view, { code: MATERIALS_CODE });

/** Where to resume on another device: the first section not complete yet, else the summary. */
export function resumeStep(completion: GreenListCompletion): GreenListStep {
  return GREEN_LIST_SECTIONS.find((section) => completion.sections[section].percentage < 100) ?? 'summary';
}

export const stepAfter = (step: GreenListStep, by: -1 | 1): GreenListStep | undefined =>
  GREEN_LIST_STEPS[GREEN_LIST_STEPS.indexOf(step) + by];

export const isSection = (step: GreenListStep): step is GreenListSection => step !== 'summary';
