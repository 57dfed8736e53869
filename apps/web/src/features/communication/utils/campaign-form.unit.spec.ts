import { describe, expect, it } from '@jest/globals';
import {
  audienceOf,
  chooseLanguages,
  contentOf,
  emptyForm,
  problemsOf,
  type CampaignForm,
} from './campaign-form';

const filled = (): CampaignForm => ({
  ...emptyForm(),
  languages: ['en', 'fr'],
  messages: {
    en: { subject: ' News ', body: 'Hello\n\nSee <strong>you</strong>' },
    fr: { subject: 'Nouvelles', body: 'Bonjour' },
  },
});

describe('the campaign form', () => {
  it('keeps English first and always, in the app order of languages', () => {
    expect(chooseLanguages(['fr', 'de'])).toEqual(['en', 'de', 'fr']);
    expect(chooseLanguages([])).toEqual(['en']);
    expect(chooseLanguages(['xx', 'jp'])).toEqual(['en', 'jp']);
  });

  it('makes one message a language, the body as paragraphs', () => {
    expect(contentOf(filled()).messages).toEqual([
      { language: 'en', subject: 'News', html: '<p>Hello</p>\n<p>See <strong>you</strong></p>' },
      { language: 'fr', subject: 'Nouvelles', html: '<p>Bonjour</p>' },
    ]);
  });

  it('sends the artisans or the staff only when chosen, with their filters', () => {
    const form = filled();
    form.artisans = {
      on: true,
      countries: [3],
      craftMaterials: [5],
      statusEval: ['SELECTED'],
      recommendations: [],
    };
    form.staff = { on: false, roles: ['ROLE_ADMIN'], countries: [] };
    expect(audienceOf(form)).toEqual({
      artisans: { countries: [3], craftMaterials: [5], statusEval: ['SELECTED'], recommendations: [] },
      staff: null,
    });
    form.artisans.on = false;
    form.staff.on = true;
    expect(audienceOf(form)).toEqual({ artisans: null, staff: { roles: ['ROLE_ADMIN'], countries: [] } });
  });

  it('names every missing subject and text by language, and a missing audience', () => {
    const form = filled();
    form.messages.fr = { subject: '', body: '<strong> </strong>' };
    form.artisans.on = false;
    expect(problemsOf(form)).toEqual([
      { kind: 'subject', language: 'fr' },
      { kind: 'body', language: 'fr' },
      { kind: 'audience' },
    ]);
    expect(problemsOf(filled())).toEqual([]);
  });

  it('takes a message that is only an image', () => {
    const form = filled();
    form.messages.fr = { subject: 'Image', body: '<img src="https://example.org/a.png" alt="">' };
    expect(problemsOf(form)).toEqual([]);
  });
});
