import type { StaffRole } from '../../../lib/auth/permissions';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../lib/i18n/languages';
import type { StatusEval } from '@artisans/domain/statuses';
import type { CampaignAudience, CampaignContent } from '../api/campaigns';
import { hasBody, textToHtml } from './message-markup';

export const SUBJECT_MAX_LENGTH = 200;

export type MessageDraft = { subject: string; body: string };

/** What the screen holds while a campaign is written. */
export type CampaignForm = {
  /** The languages written in, English first and always. */
  languages: Language[];
  messages: Partial<Record<Language, MessageDraft>>;
  artisans: {
    on: boolean;
    countries: number[];
    craftMaterials: number[];
    statusEval: StatusEval[];
    recommendations: number[];
  };
  staff: { on: boolean; roles: StaffRole[]; countries: number[] };
};

export function emptyForm(): CampaignForm {
  return {
    languages: [DEFAULT_LANGUAGE],
    messages: { [DEFAULT_LANGUAGE]: { subject: '', body: '' } },
    artisans: { on: true, countries: [], craftMaterials: [], statusEval: [], recommendations: [] },
    staff: { on: false, roles: [], countries: [] },
  };
}

/** The chosen languages in the app's order, English kept first whatever was chosen. */
export function chooseLanguages(chosen: readonly string[]): Language[] {
  return LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || chosen.includes(language)).sort(
    (a, b) => (a === DEFAULT_LANGUAGE ? -1 : b === DEFAULT_LANGUAGE ? 1 : 0),
  );
}

export function audienceOf(form: CampaignForm): CampaignAudience {
  return {
    artisans: form.artisans.on
      ? {
          countries: form.artisans.countries,
          craftMaterials: form.artisans.craftMaterials,
          statusEval: form.artisans.statusEval,
          recommendations: form.artisans.recommendations,
        }
      : null,
    staff: form.staff.on ? { roles: form.staff.roles, countries: form.staff.countries } : null,
  };
}

export function contentOf(form: CampaignForm): CampaignContent {
  return {
    messages: form.languages.map((language) => {
      const draft = form.messages[language] ?? { subject: '', body: '' };
      return { language, subject: draft.subject.trim(), html: textToHtml(draft.body) };
    }),
    audience: audienceOf(form),
  };
}

export type FormProblem =
  { kind: 'subject'; language: Language } | { kind: 'body'; language: Language } | { kind: 'audience' };

/** What stops the campaign from being saved, in the order of the screen. */
export function problemsOf(form: CampaignForm): FormProblem[] {
  const problems: FormProblem[] = [];
  for (const language of form.languages) {
    const draft = form.messages[language];
    const subject = draft?.subject.trim() ?? '';
    if (subject === '' || subject.length > SUBJECT_MAX_LENGTH) problems.push({ kind: 'subject', language });
    if (!hasBody(draft?.body ?? '')) problems.push({ kind: 'body', language });
  }
  if (!form.artisans.on && !form.staff.on) problems.push({ kind: 'audience' });
  return problems;
}
