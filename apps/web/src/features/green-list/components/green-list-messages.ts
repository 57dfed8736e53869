import type { TFunction } from 'i18next';
import {
  MATERIALS_CODE,
  questionOf,
  sectionKey,
  type GreenListCatalogue,
} from '@artisans/domain/green-list-catalogue';
import {
  GREEN_LIST_MESSAGES,
  materialsShareTotal,
  type GreenListSheet,
  type SendProblem,
} from '@artisans/domain/green-list-rules';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/i18n/error-message';

/** The sending rules' fixed messages (libs/domain), by their key in `problems.*`. */
const FIXED = [
  'explainMissing',
  'invalidUrl',
  'invalidEmail',
  'answersMissing',
  'reasonMissing',
  'noMaterial',
  'locked',
  'notAllowedNow',
] as const;

/** The message that names the codes the foundation opened, without them. */
const REQUESTED_ONLY = GREEN_LIST_MESSAGES.onlyRequestedAnswers([]).split(':')[0] ?? '';

const BY_TEXT = new Map<string, string>(FIXED.map((key) => [GREEN_LIST_MESSAGES[key], key]));

/**
 * A message of the Green List rules or API in the reader's language: the domain writes them in
 * English (the API answers them as `detail`); the figures of the sourcing goal are the sheet's.
 */
export function greenListMessage(message: string, sheet: GreenListSheet, t: TFunction): string {
  const fixed = BY_TEXT.get(message);
  if (fixed) return t(`problems.${fixed}`, { ns: 'green-list' });
  const total = materialsShareTotal(sheet);
  if (message === GREEN_LIST_MESSAGES.sourcingGoal(total))
    return t('problems.sourcingGoal', { ns: 'green-list', total });
  if (message === GREEN_LIST_MESSAGES.sharesAbove100(total))
    return t('problems.sharesAbove100', { ns: 'green-list', total });
  if (message.startsWith(`${REQUESTED_ONLY}:`))
    return t('problems.onlyRequestedAnswers', { ns: 'green-list' });
  return message;
}

/** A refused call: the rules' messages translated, anything else as the app says errors. */
export function greenListErrorMessage(error: unknown, sheet: GreenListSheet, t: TFunction): string {
  if (isApiError(error) && error.detail) {
    const translated = greenListMessage(error.detail, sheet, t);
    if (translated !== error.detail) return translated;
  }
  return errorMessage(error, t);
}

/** Where a problem is, for a person: "Production: Yearly electricity consumption (kWh)". */
export function problemPlace(
  problem: SendProblem,
  catalogue: GreenListCatalogue,
  sheet: GreenListSheet,
  t: TFunction,
): { code: string; materialId?: string; text: string } {
  const [code, materialId, materialCode] = problem.path.split('.');
  const target = materialCode ?? code ?? MATERIALS_CODE;
  const question = questionOf(catalogue, target);
  const section = t(sectionKey(question?.section ?? 'sourcing'), { ns: 'green-list' });
  const text = t(`questions.${target}.text`, { ns: 'green-list' });
  if (materialId === undefined || materialCode === undefined)
    return { code: target, text: t('problems.where', { ns: 'green-list', section, question: text }) };
  const index = sheet.materials.findIndex((material) => material.id === materialId);
  const name = sheet.materials[index]?.answers.s2?.value;
  const material =
    typeof name === 'string' && name.trim() !== ''
      ? name.trim()
      : t('materials.unnamed', { ns: 'green-list', number: index + 1 });
  return {
    code: target,
    materialId,
    text: t('problems.whereMaterial', { ns: 'green-list', section, material, question: text }),
  };
}
