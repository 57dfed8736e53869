import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '@artisans/domain';
import { publicUrl, type AppConfig, type MailLinkKind, type MailTemplateName } from '@artisans/platform';
import { StaffLinks } from '../../accounts/staff/staff-links';
import { ArtisanLinks, type GoToTarget } from '../../artisans/mail/artisan-links';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { openerFor } from '../../infrastructure/crypto/subject-cipher';
import { APP_CONFIG } from '../../infrastructure/tokens';
import {
  activeStaffMember,
  artisanConcerned,
  networkMembersOf,
  type ArtisanConcerned,
  type ArtisanMailRecipient,
  type MailPerson,
  type StaffMailPerson,
} from '../../mail/mail-recipients';
import { mailRuleOf, type MailDraft, type MailRule } from '../../mail/mail-rules';
import type { EvaluationEvent } from '../domain/evaluation.decider';

const rule = mailRuleOf<EvaluationEvent>();

/** The artisan, its creator and its country, read when the mail is made (personal data is not in events). */
type Concerned = Omit<ArtisanConcerned, 'createdBy'> & { creator: StaffMailPerson | undefined };

/**
 * The evaluation's mails (issue 7): the artisan and its creator hear when it is sent, when more
 * information is needed and of the decision; the creator when a network member endorsed it; the
 * network members of the artisan's country are asked to endorse an evaluation sent by someone else.
 * Each mail is in its recipient's language; staff links open the evaluation. The artisan's link
 * signs it in on its analysis (or Green List) when it has an account; an artisan a member added and
 * never invited has none, so its mail carries the invitation instead (issue 19): the link creates
 * its password, then opens the same screen, and the one mail is enough.
 */
@Injectable()
export class EvaluationMailRules {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly staffLinks: StaffLinks,
    private readonly artisanLinks: ArtisanLinks,
  ) {}

  rules(): MailRule[] {
    return [
      rule('EvaluationSubmitted', async (event, trx) => {
        const concerned = await this.concerned(trx, event.data.artisanId);
        const mails = await this.toBoth(trx, event, concerned, 'evaluation-sent', {});
        if (event.data.endorsed) return mails;
        for (const { id: networkMemberId } of await networkMembersOf(trx, concerned.countryId))
          mails.push(
            ...(await this.staffLinks.endorsementMail(trx, event, {
              networkMemberId,
              artisanId: event.data.artisanId,
              artisanName: concerned.artisanName,
            })),
          );
        return mails;
      }),
      rule('EvaluationSentMailRequested', async (event, trx) => {
        const concerned = await this.concerned(trx, event.data.artisanId);
        return this.toBoth(trx, event, concerned, 'evaluation-sent', {});
      }),
      rule('EvaluationEndorsed', async (event, trx) => {
        const concerned = await this.concerned(trx, event.data.artisanId);
        const endorser = await activeStaffMember(trx, event.metadata.actorId);
        // An endorser erased since has no name to give: the creator hears at the decision.
        if (!concerned.creator || !endorser) return [];
        return [
          this.staffMail(concerned.creator, event.data.artisanId, 'evaluation-endorsed', {
            artisanName: concerned.artisanName,
            endorserName: `${endorser.firstName} ${endorser.lastName}`,
          }),
        ];
      }),
      rule('EvaluationInformationRequested', async (event, trx) => {
        const concerned = await this.concerned(trx, event.data.artisanId);
        const open = await openerFor(trx, event.data.artisanId);
        const missing = open(event.data.missing);
        if (!missing) return []; // erased since
        return this.toBoth(trx, event, concerned, 'evaluation-pending', { missing });
      }),
      rule('EvaluationDecided', async (event, trx) => {
        const concerned = await this.concerned(trx, event.data.artisanId);
        const template =
          event.data.decision === 'ACCEPTED' ? 'evaluation-selected' : 'evaluation-not-selected';
        const open = await openerFor(trx, event.data.artisanId);
        // The committee's words only: the confidential comment never leaves the tool.
        return this.toBoth(trx, event, concerned, template, {
          commentary: open(event.data.commentaryCommittee),
        });
      }),
    ];
  }

  /** The same mail to the artisan (link: its own space) and to its creator (link: the evaluation). */
  private async toBoth(
    trx: Transaction<Database>,
    event: StoredEvent<string, { artisanId: string }>,
    concerned: Concerned,
    template: MailTemplateName,
    params: Record<string, string>,
  ): Promise<MailDraft[]> {
    const mails: MailDraft[] = [];
    const { artisan, creator, artisanName } = concerned;
    const { artisanId } = event.data;
    if (artisan) {
      const { link, linkKind } = await this.artisanLink(trx, event, artisan, template);
      mails.push({
        template,
        to: artisan.email,
        language: artisan.language,
        params: { ...params, firstName: artisan.firstName, artisanName, link },
        linkKind,
      });
    }
    if (creator) mails.push(this.staffMail(creator, artisanId, template, { ...params, artisanName }));
    return mails;
  }

  /**
   * The artisan's link to the screen the mail is about: signed in there when it has an account, the
   * invitation to create its password (then that screen) when it has none (ArtisanLinks).
   */
  private artisanLink(
    trx: Transaction<Database>,
    event: StoredEvent,
    artisan: ArtisanMailRecipient,
    template: MailTemplateName,
  ): Promise<{ link: string; linkKind: MailLinkKind }> {
    // The selection opens the Green List, reached from the analysis; the other steps its standing.
    const target: GoToTarget = template === 'evaluation-selected' ? 'greenlist' : 'analysis';
    return this.artisanLinks.actionForEvent(trx, event, artisan, target);
  }

  private staffMail(
    to: MailPerson,
    artisanId: string,
    template: MailTemplateName,
    params: Record<string, string>,
  ): MailDraft {
    return {
      template,
      to: to.email,
      language: to.language,
      params: {
        ...params,
        firstName: to.firstName,
        link: this.url(to.language, `artisans/${artisanId}/evaluation`),
      },
    };
  }

  private url(language: string, path: string): string {
    return `${publicUrl(this.config)}/${normalizeLanguage(language) ?? DEFAULT_LANGUAGE}/${path}`;
  }

  private async concerned(trx: Transaction<Database>, artisanId: string): Promise<Concerned> {
    const { createdBy, ...artisan } = await artisanConcerned(trx, artisanId);
    return { ...artisan, creator: await activeStaffMember(trx, createdBy) };
  }
}
