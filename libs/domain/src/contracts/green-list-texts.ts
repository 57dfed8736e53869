import type { Language } from '../languages';

/**
 * GET /api/green-list-texts/{language} and PUT …/{key} (admins): one translation entry of the Green
 * List in one language, as the back office shows it.
 */
export type GreenListTextEntry = {
  key: string;
  /** The English text: what every language translates. */
  english: string;
  /** The text as shipped in this language (English's when the file lacks it). */
  shipped: string;
  /** The text artisans read now: the correction, else the shipped one. */
  value: string;
  corrected: boolean;
  validated: boolean;
  comment: string;
  updatedAt: string | null;
};

/** GET /api/green-list-texts/{language}: every entry, and how many wait per language. */
export type GreenListTextsPage = {
  language: Language;
  entries: GreenListTextEntry[];
  /** Per language, how many entries wait for a validation. */
  notValidated: Record<Language, number>;
};

/** GET /api/green-list-texts/{language}/{key}/changes: one correction, with who made it. */
export type GreenListTextChange = {
  at: string;
  by: { id: string; name: string } | null;
  role: string | null;
  before: string;
  after: string;
};
