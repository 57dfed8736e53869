import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { greenListCatalogue } from '@artisans/domain/green-list-catalogue';
import { exampleMaterial } from '@artisans/domain/testing/green-list-examples';
import { GREEN_LIST_MESSAGES, EMPTY_GREEN_LIST_SHEET } from '@artisans/domain/green-list-rules';
import { ApiError } from '../../../lib/http/api-error';
import { greenListErrorMessage, greenListMessage, problemPlace } from './green-list-messages';

async function translator(): Promise<TFunction> {
  const read = (namespace: string) =>
    JSON.parse(
      readFileSync(join(__dirname, `../../../../public/locales/en/${namespace}.json`), 'utf8'),
    ) as object;
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { 'green-list': read('green-list'), common: read('common') } },
    defaultNS: 'green-list',
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const catalogue = greenListCatalogue(1);
const sheet = {
  answers: {},
  materials: [exampleMaterial('oak', 60, catalogue), exampleMaterial('wax', 20, catalogue)],
};

describe('Green List messages on the screen', () => {
  it('Given a message of the sending rules, Then it is the translated text, with the current total', async () => {
    const t = await translator();
    expect(greenListMessage(GREEN_LIST_MESSAGES.explainMissing, sheet, t)).toBe(
      'Please fill in all the explain box',
    );
    expect(greenListMessage(GREEN_LIST_MESSAGES.sourcingGoal(80), sheet, t)).toBe(
      GREEN_LIST_MESSAGES.sourcingGoal(80),
    );
    expect(greenListMessage(GREEN_LIST_MESSAGES.onlyRequestedAnswers(['p2']), sheet, t)).toBe(
      'Only the answers the foundation asked about may change now.',
    );
    expect(greenListMessage('Something else', sheet, t)).toBe('Something else');
  });

  it('Given a refused call, Then its rule message is translated, else the app says it as errors', async () => {
    const t = await translator();
    const locked = new ApiError({ status: 409, detail: GREEN_LIST_MESSAGES.locked });
    expect(greenListErrorMessage(locked, EMPTY_GREEN_LIST_SHEET, t)).toBe(GREEN_LIST_MESSAGES.locked);
    expect(greenListErrorMessage(new ApiError({ status: 0 }), EMPTY_GREEN_LIST_SHEET, t)).toBe(
      'Something went wrong. Please try again later.',
    );
  });

  it('Given where a problem is, Then its section, material and question are named', async () => {
    const t = await translator();
    expect(problemPlace({ path: 'p2', message: '' }, catalogue, sheet, t)).toEqual({
      code: 'p2',
      text: 'Production: Yearly electricity consumption (kWh)',
    });
    expect(problemPlace({ path: 's1.wax.s4', message: '' }, catalogue, sheet, t)).toEqual({
      code: 's4',
      materialId: 'wax',
      text: 'Sourcing, Material wax: Its share of the yearly weight of your raw materials (%)',
    });
    expect(problemPlace({ path: 's1', message: '' }, catalogue, sheet, t).text).toBe(
      'Sourcing: Your main raw materials',
    );
  });
});
