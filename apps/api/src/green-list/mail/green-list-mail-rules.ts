import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import { DEFAULT_LANGUAGE, localeOf, normalizeLanguage, type GreenListPoints } from '@artisans/domain';
import { publicUrl, type AppConfig, type MailTemplateName } from '@artisans/platform';
import { ArtisanLinks, type ForEventOptions } from '../../artisans/mail/artisan-links';
import { openerFor } from '../../infrastructure/crypto/subject-cipher';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { APP_CONFIG } from '../../infrastructure/tokens';
import {
  activeStaffMember,
  artisanConcerned,
  networkMembersOf,
  type MailPerson,
} from '../../mail/mail-recipients';
import { mailRuleOf, type MailDraft, type MailRule } from '../../mail/mail-rules';
import type { GreenListEvent } from '../domain/green-list.decider';

const rule = mailRuleOf<GreenListEvent>();

/**
 * A score as a mail gives it, in the recipient's language: points and maximum as numbers, the
 * percentage with its sign ('92,5', '120', '77,08 %' in French; '92.5', '120', '77.08%' in English).
 */
export function scoreParams(
  score: GreenListPoints,
  language: string,
): { points: string; maximum: string; percentage: string } {
  const locale = localeOf(normalizeLanguage(language) ?? DEFAULT_LANGUAGE);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    points: number.format(score.points),
    maximum: number.format(score.maximum),
    percentage: percent.format(score.percentage / 100),
  };
}

/**
 * The Green List's mails (issue 15), each in its recipient's language: the artisan hears that its
 * Green List is open, that the foundation needs more information (what is missing) and that the
 * review is complete (the final score and the reviewer's comment); its creator and the network
 * members of its country hear that it was sent (with the score as sent).
 *
 * The artisan's link signs it in on its Green List (hashGreenlist, which the web app opens on the
 * analysis view, SPEC.md section 2); an artisan without an account (added by staff, never invited)
 * gets the invitation instead, whose link creates its password and then opens the same screen.
 * Staff links open the artisan's Green List in the back office.
 */
@Injectable()
export class GreenListMailRules {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly artisanLinks: ArtisanLinks,
  ) {}

  rules(): MailRule[] {
    return [
      // When the selection opens it, the selection's mail has just invited an artisan without an
      // account to the Green List: that invitation stays valid beside this one.
      rule('GreenListMadeAvailable', (event, trx) =>
        this.toArtisan(trx, event, 'green-list-available', () => ({}), { keepSameLinks: true }),
      ),
      rule('GreenListSubmitted', async (event, trx) => {
        const { artisanId, score } = event.data;
        const concerned = await artisanConcerned(trx, artisanId);
        const creator = await activeStaffMember(trx, concerned.createdBy);
        // Each once: the creator may be a network member of the country.
        const recipients = new Map<string, MailPerson>();
        for (const person of [creator, ...(await networkMembersOf(trx, concerned.countryId))])
          if (person && !recipients.has(person.id)) recipients.set(person.id, person);
        return [...recipients.values()].map((person): MailDraft => ({
          template: 'green-list-sent',
          to: person.email,
          language: person.language,
          params: {
            firstName: person.firstName,
            artisanName: concerned.artisanName,
            ...scoreParams(score, person.language),
            link: this.staffLink(person.language, artisanId),
          },
        }));
      }),
      rule('GreenListInformationRequested', async (event, trx) => {
        const open = await openerFor(trx, event.data.artisanId);
        const missing = open(event.data.missing);
        if (!missing) return []; // erased since
        return this.toArtisan(trx, event, 'green-list-pending', () => ({ missing }));
      }),
      rule('GreenListCompleted', async (event, trx) => {
        const open = await openerFor(trx, event.data.artisanId);
        const comment = open(event.data.comment);
        return this.toArtisan(trx, event, 'green-list-complete', (language) => ({
          ...scoreParams(event.data.score, language),
          comment,
        }));
      }),
    ];
  }

  /** The mail to the artisan, its link opening its Green List; none once the artisan is erased. */
  private async toArtisan(
    trx: Transaction<Database>,
    event: StoredEvent<string, { artisanId: string }>,
    template: MailTemplateName,
    params: (language: string) => Record<string, string>,
    options: ForEventOptions = {},
  ): Promise<MailDraft[]> {
    const { artisan } = await artisanConcerned(trx, event.data.artisanId);
    if (!artisan) return [];
    const { link, linkKind } = await this.artisanLinks.actionForEvent(
      trx,
      event,
      artisan,
      'greenlist',
      options,
    );
    return [
      {
        template,
        to: artisan.email,
        language: artisan.language,
        params: { ...params(artisan.language), firstName: artisan.firstName, link },
        linkKind,
      },
    ];
  }

  /** The artisan's Green List in the back office (the web app's green_list route). */
  private staffLink(language: string, artisanId: string): string {
    const lang = normalizeLanguage(language) ?? DEFAULT_LANGUAGE;
    return `${publicUrl(this.config)}/${lang}/artisans/${artisanId}/green-list`;
  }
}
