import type { Transaction } from 'kysely';
import { FOUNDATION_NAME } from '@artisans/platform';
import type { Database } from '../../infrastructure/database/schema';
import { mailRuleOf, type MailRule } from '../../mail/mail-rules';
import type { ArtisanEvent } from '../domain/artisan.decider';
import type { ArtisanLinks } from './artisan-links';

/** The recipient, read from the personal data at sending time; none once the account is erased. */
async function recipient(trx: Transaction<Database>, artisanId: string) {
  const row = await trx
    .selectFrom('artisan_personal_data')
    .select(['email', 'first_name'])
    .where('artisan_id', '=', artisanId)
    .executeTakeFirst();
  return row?.email ? { email: row.email, firstName: row.first_name } : undefined;
}

const rule = mailRuleOf<ArtisanEvent>();

/**
 * A mail whose one link is the point of it, named like its template (confirming the address,
 * choosing a new password): the link is issued with the mail, for the artisan's language.
 */
function linkRule(
  eventType: 'ArtisanEmailConfirmationRequested' | 'ArtisanPasswordResetRequested',
  template: 'confirm-email' | 'reset-password',
  links: ArtisanLinks,
): MailRule {
  return rule(eventType, async (event, trx) => {
    const { artisanId: id, language } = event.data;
    const to = await recipient(trx, id);
    if (!to) return [];
    const link = await links.forEvent(trx, template, event, { id, language });
    return [{ template, to: to.email, language, params: { firstName: to.firstName, link } }];
  });
}

/** The artisans' account mails, in the artisan's language, each with its link to the web app. */
export function artisanMailRules(links: ArtisanLinks): MailRule[] {
  return [
    linkRule('ArtisanEmailConfirmationRequested', 'confirm-email', links),
    linkRule('ArtisanPasswordResetRequested', 'reset-password', links),
    rule('ArtisanInvited', async (event, trx) => {
      const { artisanId: id, language, by, goTo } = event.data;
      const to = await recipient(trx, id);
      if (!to) return [];
      const inviter = await trx
        .selectFrom('staff_personal_data')
        .select(['first_name', 'last_name'])
        .where('account_id', '=', by)
        .executeTakeFirst();
      const link = await links.forEvent(
        trx,
        'invite',
        event,
        { id, language },
        goTo === null ? {} : { goTo },
      );
      return [
        {
          template: 'artisan-invitation',
          to: to.email,
          language,
          params: {
            firstName: to.firstName,
            inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : FOUNDATION_NAME,
            link,
          },
        },
      ];
    }),
    rule('ArtisanAccountCreatedMailRequested', async (event, trx) => {
      const { artisanId: id, language } = event.data;
      const to = await recipient(trx, id);
      if (!to) return [];
      return [
        {
          template: 'account-created',
          to: to.email,
          language,
          params: { firstName: to.firstName, link: links.loginPage(language) },
        },
      ];
    }),
  ];
}
