import type { Language } from '@artisans/domain';
import type { MailTemplateName } from '@artisans/platform';
import az from './az.json';
import bg from './bg.json';
import cs from './cs.json';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import hy from './hy.json';
import it from './it.json';
import jp from './jp.json';
import ka from './ka.json';
import lt from './lt.json';
import nl from './nl.json';
import pt from './pt.json';
import ro from './ro.json';
import ru from './ru.json';
import sq from './sq.json';
import tr from './tr.json';

/** The strings of one mail; `{{name}}` is replaced by the job's param (or product/foundation). */
export type TemplateStrings = {
  subject: string;
  greeting: string;
  intro: string;
  /** Label of the button that opens params.link. */
  action: string;
  note: string;
};

/** The strings of the layout every mail shares. */
export type LayoutStrings = {
  tagline: string;
  linkHelp: string;
  signoff: string;
  team: string;
  automated: string;
  footer: string;
  /**
   * Said in a mail whose action needs an account, to a recipient who has none yet: the link is an
   * invitation to create its password (MailJob.linkKind 'invitation').
   */
  invitation: string;
  /** The button's label then. */
  invitationAction: string;
};

/** One language's file. Keys may be missing: English fills the gaps. */
export type Catalogue = { layout: Partial<LayoutStrings> } & Partial<
  Record<MailTemplateName, Partial<TemplateStrings>>
>;

/** English is complete (the unit test holds every other language to its keys). */
export const ENGLISH: { layout: LayoutStrings } & Record<MailTemplateName, TemplateStrings> = en;

// Imported statically so that tsc copies the JSON files into dist and the worker needs no file lookup.
export const CATALOGUES: Record<Language, Catalogue> = {
  en,
  es,
  bg,
  cs,
  da,
  de,
  fr,
  it,
  lt,
  nl,
  pt,
  ro,
  hy,
  sq,
  ru,
  tr,
  ka,
  az,
  jp,
};
