import { Inject, Injectable } from '@nestjs/common';
import { sql, type Transaction } from 'kysely';
import { DEFAULT_LANGUAGE, normalizeLanguage } from '@artisans/domain';
import { publicUrl, type AppConfig, type MailLinkKind } from '@artisans/platform';
import { AccountHashes, type HashPurpose } from '../../accounts/hashes/account-hashes';
import type { Database } from '../../infrastructure/database/schema';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { APP_CONFIG } from '../../infrastructure/tokens';

/** Where a go-to link leads (the artisan login's hashProfile, hashAnalysis, hashGreenlist). */
export const GO_TO_TARGETS = ['profile', 'analysis', 'greenlist'] as const;
export type GoToTarget = (typeof GO_TO_TARGETS)[number];

const GO_TO_PARAMETER: Record<GoToTarget, string> = {
  profile: 'hashProfile',
  analysis: 'hashAnalysis',
  greenlist: 'hashGreenlist',
};

/** The query parameter the artisan login screen reads for each mailed link (SPEC.md section 2). */
const LINK_PARAMETER = {
  'confirm-email': 'hashEmail',
  invite: 'hashInvite',
  'reset-password': 'hash',
} as const satisfies Partial<Record<HashPurpose, string>>;

type LinkPurpose = keyof typeof LINK_PARAMETER;

/** The artisan as a mail's link needs it: whether it has an account (a password) to sign in with. */
export type LinkedArtisan = { id: string; language: string; hasAccount: boolean };

export type ForEventOptions = {
  /**
   * Earlier links of the kind that carry the same `extra` (an invitation leading to the same screen)
   * stay valid: for a mail that follows another about the same screen at once, so that the first
   * one's link still works. Links leading elsewhere stop working as usual.
   */
  keepSameLinks?: boolean;
};

/**
 * The links of the artisans' mails: `${publicUrl}/${lang}/artisan-login?<parameter>=<hash>`.
 * Mail rules call the `…ForEvent` methods (the hash is derived from the event, so a replayed
 * reactor batch mails the same link); sending a link revokes the earlier ones of its kind.
 */
@Injectable()
export class ArtisanLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hashes: AccountHashes,
  ) {}

  /** The artisan login screen, in a language of ours. */
  loginPage(language: string): string {
    return `${publicUrl(this.config)}/${normalizeLanguage(language) ?? DEFAULT_LANGUAGE}/artisan-login`;
  }

  async forEvent(
    trx: Transaction<Database>,
    purpose: LinkPurpose,
    event: StoredEvent,
    artisan: { id: string; language: string },
    extra: Record<string, string> = {},
    options: ForEventOptions = {},
  ): Promise<string> {
    await revokeEarlier(trx, purpose, artisan.id, event, options.keepSameLinks ? extra : undefined);
    const hash = await this.hashes.issueForEvent(trx, purpose, event, {
      accountId: artisan.id,
      kind: 'artisan',
      data: extra,
    });
    return this.link(artisan.language, { [LINK_PARAMETER[purpose]]: hash, ...extra });
  }

  /**
   * A link that signs the artisan in and opens the profile, the analysis or the Green List: for the
   * evaluation mails (their rules pass their own event).
   */
  async goToForEvent(
    trx: Transaction<Database>,
    event: StoredEvent,
    artisan: { id: string; language: string },
    target: GoToTarget,
  ): Promise<string> {
    const hash = await this.hashes.issueForEvent(trx, 'go-to', event, {
      accountId: artisan.id,
      kind: 'artisan',
      data: { target },
    });
    return this.link(artisan.language, { [GO_TO_PARAMETER[target]]: hash });
  }

  /**
   * The button's link of a mail whose action needs the artisan signed in on `target`: a go-to link
   * when it has an account; when it has none (added by staff, never invited), the invitation to
   * create its password, then open `target`, as a login would be of no use to it and one mail is
   * enough (issue 19). Both are derived from the event, so that a replayed batch mails the same link.
   */
  async actionForEvent(
    trx: Transaction<Database>,
    event: StoredEvent,
    artisan: LinkedArtisan,
    target: GoToTarget,
    options: ForEventOptions = {},
  ): Promise<{ link: string; linkKind: MailLinkKind }> {
    const account = { id: artisan.id, language: artisan.language };
    if (artisan.hasAccount)
      return { link: await this.goToForEvent(trx, event, account, target), linkKind: 'open' };
    const invitation = await this.forEvent(trx, 'invite', event, account, { goTo: target }, options);
    return { link: invitation, linkKind: 'invitation' };
  }

  /** The same, outside a mail rule (a random hash): for tools and tests. */
  async goTo(artisan: { id: string; language: string }, target: GoToTarget): Promise<string> {
    const hash = await this.hashes.issue('go-to', {
      accountId: artisan.id,
      kind: 'artisan',
      data: { target },
    });
    return this.link(artisan.language, { [GO_TO_PARAMETER[target]]: hash });
  }

  private link(language: string, parameters: Record<string, string>): string {
    return `${this.loginPage(language)}?${new URLSearchParams(parameters).toString()}`;
  }
}

/**
 * Only the newest link of a kind works: those issued before this event stop working, except those
 * issued with the same data as `sparing` (ForEventOptions.keepSameLinks).
 */
async function revokeEarlier(
  trx: Transaction<Database>,
  purpose: HashPurpose,
  artisanId: string,
  event: StoredEvent,
  sparing?: Record<string, string>,
): Promise<void> {
  let revoke = trx
    .updateTable('account_hashes')
    .set({ used_at: sql<Date>`now()` })
    .where('account_id', '=', artisanId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('created_at', '<', new Date(event.metadata.occurredAt));
  if (sparing) revoke = revoke.where(sql<boolean>`data <> ${JSON.stringify(sparing)}::jsonb`);
  await revoke.execute();
}
