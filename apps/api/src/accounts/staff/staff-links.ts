import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import { isLanguage, DEFAULT_LANGUAGE } from '@artisans/domain';
import { publicUrl, type AppConfig } from '@artisans/platform';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { APP_CONFIG } from '../../infrastructure/tokens';
import type { MailDraft, MailRule } from '../../mail/mail-rules';
import type { StaffAccountEvent } from '../domain/staff-account.decider';
import { AccountHashes } from '../hashes/account-hashes';

type EventData<Type extends StaffAccountEvent['type']> = Extract<StaffAccountEvent, { type: Type }>['data'];

/**
 * The mailed links of back-office accounts and the mails that carry them. Links open the staff
 * login screen of the web app (SPEC.md section 2): `hash` opens the new-password popup,
 * `endorseHash` + `id` log a network member in and open the artisan.
 */
@Injectable()
export class StaffLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hashes: AccountHashes,
  ) {}

  /** The rules to register with MailRules: each event mails its staff member a link of its purpose. */
  mailRules(): MailRule[] {
    const linkRule = <Type extends 'StaffPasswordResetRequested' | 'StaffAccountInvited'>(
      eventType: Type,
      purpose: 'reset-password' | 'invite',
      template: 'reset-password' | 'staff-account-created',
    ): MailRule<Type, EventData<Type>> => ({
      eventType,
      toMails: (event, trx) =>
        this.linkMail(trx, event, event.data.accountId, event.data.language, purpose, template),
    });
    return [
      linkRule('StaffPasswordResetRequested', 'reset-password', 'reset-password') as MailRule,
      linkRule('StaffAccountInvited', 'invite', 'staff-account-created') as MailRule,
    ];
  }

  /**
   * The endorsement request mail for a network member (template evaluation-endorsement-request),
   * for a mail rule of the evaluation feature: the link logs them in (endorse-action, then
   * user-auto-login with the login proof) and opens the artisan. The hash is derived from the
   * event, so that a replayed reactor batch mails the same link. Nothing when the account is gone.
   */
  async endorsementMail(
    trx: Transaction<Database>,
    event: StoredEvent,
    request: { networkMemberId: string; artisanId: string; artisanName: string },
  ): Promise<MailDraft[]> {
    const recipient = await this.recipient(trx, request.networkMemberId);
    if (!recipient) return [];
    const hash = await this.hashes.issueForEvent(trx, 'endorse', event, {
      accountId: request.networkMemberId,
      kind: 'staff',
      data: { artisanId: request.artisanId },
    });
    return [
      {
        template: 'evaluation-endorsement-request',
        to: recipient.email,
        language: recipient.language,
        params: {
          firstName: recipient.firstName,
          artisanName: request.artisanName,
          link: this.endorseLink(recipient.language, hash, request.artisanId),
        },
      },
    ];
  }

  /** An endorsement hash outside a mail rule (e.g. to show a link to an admin); single-use. */
  issueEndorseHash(networkMemberId: string, artisanId: string): Promise<string> {
    return this.hashes.issue('endorse', { accountId: networkMemberId, kind: 'staff', data: { artisanId } });
  }

  endorseLink(language: string, hash: string, artisanId: string): string {
    return `${this.loginUrl(language)}?endorseHash=${encodeURIComponent(hash)}&id=${encodeURIComponent(artisanId)}`;
  }

  private loginUrl(language: string): string {
    return `${publicUrl(this.config)}/${isLanguage(language) ? language : DEFAULT_LANGUAGE}/login`;
  }

  private async linkMail(
    trx: Transaction<Database>,
    event: StoredEvent,
    accountId: string,
    language: string,
    purpose: 'reset-password' | 'invite',
    template: 'reset-password' | 'staff-account-created',
  ): Promise<MailDraft[]> {
    const recipient = await this.recipient(trx, accountId);
    if (!recipient) return []; // erased since: no mail, and no link
    const hash = await this.hashes.issueForEvent(trx, purpose, event, { accountId, kind: 'staff' });
    const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    return [
      {
        template,
        to: recipient.email,
        language: lang,
        params: {
          firstName: recipient.firstName,
          link: `${this.loginUrl(lang)}?hash=${encodeURIComponent(hash)}`,
        },
      },
    ];
  }

  private async recipient(trx: Transaction<Database>, accountId: string) {
    const person = await trx
      .selectFrom('staff_personal_data as p')
      .leftJoin('staff_accounts as a', 'a.id', 'p.account_id')
      .select(['p.first_name', 'p.email', 'a.language'])
      .where('p.account_id', '=', accountId)
      .executeTakeFirst();
    if (!person) return undefined;
    return {
      firstName: person.first_name,
      email: person.email,
      language: person.language ?? DEFAULT_LANGUAGE,
    };
  }
}
