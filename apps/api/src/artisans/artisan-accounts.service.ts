import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, MESSAGES, emailKey, type ArtisanPersonalData } from '@artisans/domain';
import { eraseCredentials, storePasswordHash, uniqueEmail } from '../accounts/account-rows';
import { hashPassword } from '../accounts/auth/password-hasher';
import type { CommandContext } from '../infrastructure/commands/command-context';
import { CommandRunner } from '../infrastructure/commands/command-runner';
import { FoldedStreams } from '../infrastructure/commands/folded-streams';
import { eraseSubjectKey, forgetKey } from '../infrastructure/crypto/subject-cipher';
import type { Db } from '../infrastructure/database/database';
import type { Database } from '../infrastructure/database/schema';
import { DB } from '../infrastructure/tokens';
import { MailErasure } from '../mail/mail-erasure';
import { FILE_STORAGE, type FileStorage } from './files/file-storage';
import { artisanDecider, artisanStreamId, type ArtisanCommand } from './domain/artisan.decider';
import {
  ARTISAN_PERSONAL_FIELDS,
  type ArtisanProfile,
  type ArtisanSource,
  type ProfileEditor,
} from './domain/artisan-profile';

/** Part of the artisan resource too: declared with it (libs/domain/src/contracts/artisans.ts). */
export type { ArtisanPersonalData };

export type NewArtisan = {
  source: ArtisanSource;
  createdBy: string | null;
  language: string;
  profile: ArtisanProfile;
  personal: ArtisanPersonalData;
  /** Only a sign-up brings its own password. */
  password?: string;
};

/** Latin letters with a stroke or ligatures, which Unicode does not decompose into letter + accent. */
const UNDECOMPOSED: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/** Without case, accents or repeated spaces: how names and emails are compared for duplicates. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łøđħıßæœ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .trim()
    .replace(/\s+/g, ' ');
}

export function nameKey(firstName: string, lastName: string): string {
  return `${foldText(firstName)}|${foldText(lastName)}`;
}

/** The table row of some personal data; `name_key` and `email_key` are derived here and only here. */
export function personalDataRow(
  data: ArtisanPersonalData,
): Omit<Database['artisan_personal_data'], 'artisan_id'> {
  const email = data.email?.trim() || null;
  return {
    title: data.title,
    first_name: data.firstName,
    last_name: data.lastName,
    name_key: nameKey(data.firstName, data.lastName),
    email,
    email_key: email === null ? null : emailKey(email),
    phone: data.phone,
    associated: data.associated,
    workshop: data.workshop,
    website: data.website,
    address: data.address,
    postal_code: data.postalCode,
    place: data.place,
    pinterest: data.pinterest,
    facebook: data.facebook,
    instagram: data.instagram,
    youtube: data.youtube,
    other_social: data.otherSocial,
  };
}

export function toPersonalData(row: Database['artisan_personal_data']): ArtisanPersonalData {
  return {
    title: row.title === 'Mr.' || row.title === 'Ms.' ? row.title : null,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    associated: row.associated,
    workshop: row.workshop,
    website: row.website,
    address: row.address,
    postalCode: row.postal_code,
    place: row.place,
    pinterest: row.pinterest,
    facebook: row.facebook,
    instagram: row.instagram,
    youtube: row.youtube,
    otherSocial: row.other_social,
  };
}

/**
 * Writes artisans: personal data and credentials in their erasable tables, uploaded files in the
 * file storage, the artisan's life as events in its stream. Sign-up, staff creation, the demo and
 * the account flows all go through it. A change that writes both rows and events commits them in
 * one transaction (CommandRunner.runInTransaction).
 */
@Injectable()
export class ArtisanAccountsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly commands: CommandRunner,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    private readonly mail: MailErasure,
    private readonly streams: FoldedStreams,
  ) {}

  /**
   * Personal data, the password (of a sign-up) and the registration commit together: a refused
   * registration leaves nothing behind.
   */
  async register(input: NewArtisan, context: CommandContext): Promise<string> {
    const artisanId = randomUUID();
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    await this.commands.runWithRows({
      streamId: artisanStreamId(artisanId),
      decider: artisanDecider,
      context,
      prepare: async () => ({
        command: {
          type: 'RegisterArtisan' as const,
          artisanId,
          source: input.source,
          createdBy: input.createdBy,
          language: input.language,
          profile: input.profile,
          personalFields: ARTISAN_PERSONAL_FIELDS.filter((field) => input.personal[field] !== null),
        },
        writeRows: async (trx) => {
          await insertPersonalData(trx, artisanId, input.personal);
          if (passwordHash !== undefined) await storePasswordHash(trx, artisanId, passwordHash);
        },
      }),
    });
    return artisanId;
  }

  /**
   * Changes the profile: the personal data is read, decided on and rewritten in the transaction
   * that appends the event, so that of two people saving at once each change either lands whole
   * or leaves no trace. `checkIdentity` sees the data about to be stored (duplicates).
   */
  async changeProfile(change: ProfileChange, context: CommandContext): Promise<void> {
    const { artisanId } = change;
    await this.commands.runWithRows({
      streamId: artisanStreamId(artisanId),
      decider: artisanDecider,
      context,
      options: { seenVersion: change.seenVersion },
      prepare: async (trx) => {
        const row = await trx
          .selectFrom('artisan_personal_data')
          .selectAll()
          .where('artisan_id', '=', artisanId)
          .executeTakeFirst();
        if (!row) throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
        const before = toPersonalData(row);
        const after: ArtisanPersonalData = { ...before, ...change.personal };
        const personalFields = ARTISAN_PERSONAL_FIELDS.filter((field) => after[field] !== before[field]);
        await change.checkIdentity(trx, before, after);
        return {
          command: {
            type: 'ChangeArtisanProfile' as const,
            artisanId,
            editor: change.editor,
            changes: change.profile,
            personalFields,
            clearedFields: personalFields.filter((field) => after[field] === null),
          },
          writeRows: async (db) => {
            if (personalFields.length > 0) await replacePersonalData(db, artisanId, after);
          },
        };
      },
    });
  }

  /** The new hash commits with the event: a deleted artisan gets no password, two changes keep order. */
  async setPassword(
    artisanId: string,
    password: string,
    via: 'invite' | 'reset' | 'change',
    context: CommandContext,
  ): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.commands.runWithRows({
      streamId: artisanStreamId(artisanId),
      decider: artisanDecider,
      context,
      prepare: async () => ({
        command: { type: 'SetArtisanPassword' as const, artisanId, via },
        writeRows: (trx) => storePasswordHash(trx, artisanId, passwordHash),
      }),
    });
  }

  /** The artisan deletes its account: the event (its sessions end) and the erasure commit together. */
  async deleteAccount(artisanId: string, context: CommandContext): Promise<void> {
    await this.recordErasure({ type: 'DeleteArtisanAccount', artisanId }, context);
  }

  /** Staff delete an artisan: the event (its sessions end) and the erasure commit together. */
  async deleteArtisan(artisanId: string, context: CommandContext, seenVersion?: number): Promise<void> {
    await this.recordErasure({ type: 'DeleteArtisan', artisanId }, context, seenVersion);
  }

  execute(command: ArtisanCommand, context: CommandContext) {
    return this.commands.run(artisanStreamId(command.artisanId), artisanDecider, command, context);
  }

  async personalData(artisanId: string): Promise<ArtisanPersonalData | undefined> {
    const row = await this.db
      .selectFrom('artisan_personal_data')
      .selectAll()
      .where('artisan_id', '=', artisanId)
      .executeTakeFirst();
    return row && toPersonalData(row);
  }

  /** The artisan an email address belongs to (whatever its case). */
  async idByEmail(email: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('artisan_personal_data')
      .select('artisan_id')
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    return row?.artisan_id;
  }

  /**
   * SPEC.md section 8, "Artisan exists": an artisan with the same first and last name, country and
   * email is known already (compared without case and accents).
   */
  async findDuplicate(
    input: {
      firstName: string;
      lastName: string;
      countryId: number;
      email: string;
    },
    /** The artisan being edited, which is no duplicate of itself. */
    except?: string,
    /** Inside a change's transaction, its own. */
    db: Db = this.db,
  ): Promise<string | undefined> {
    let query = db
      .selectFrom('artisan_personal_data as p')
      .innerJoin('artisans as a', 'a.id', 'p.artisan_id')
      .select(['p.artisan_id', 'p.email'])
      .where('p.name_key', '=', nameKey(input.firstName, input.lastName))
      .where('a.country_id', '=', input.countryId);
    if (except !== undefined) query = query.where('p.artisan_id', '!=', except);
    const candidates = await query.execute();
    const email = foldText(input.email);
    return candidates.find((c) => c.email !== null && foldText(c.email) === email)?.artisan_id;
  }

  private async recordErasure(
    command: Extract<ArtisanCommand, { type: 'DeleteArtisan' | 'DeleteArtisanAccount' }>,
    context: CommandContext,
    seenVersion?: number,
  ): Promise<void> {
    const { artisanId } = command;
    await this.commands.runWithRows({
      streamId: artisanStreamId(artisanId),
      decider: artisanDecider,
      context,
      options: { seenVersion },
      prepare: async () => ({ command, writeRows: (trx) => eraseArtisanRows(trx, artisanId) }),
    });
    // Its texts, opened in the states this process keeps folded, go with its key, kept here too.
    this.streams.forgetSubject(artisanId);
    forgetKey(this.db, artisanId);
    // Files are not transactional: they go once the erasure is recorded.
    await this.files.removeAll(artisanId);
    await this.mail.eraseArtisan(artisanId);
  }
}

/** A change of profile as ArtisanAccountsService.changeProfile records it. */
export type ProfileChange = {
  artisanId: string;
  editor: ProfileEditor;
  profile: Partial<ArtisanProfile>;
  personal: Partial<ArtisanPersonalData>;
  /** The stream version the person's form showed (If-Match), when they sent it. */
  seenVersion?: number;
  checkIdentity(db: Db, before: ArtisanPersonalData, after: ArtisanPersonalData): Promise<void>;
};

/** Another artisan's address is a 409 'This email already exists'. */
function insertPersonalData(db: Db, artisanId: string, data: ArtisanPersonalData): Promise<void> {
  return uniqueEmail(() =>
    db
      .insertInto('artisan_personal_data')
      .values({ artisan_id: artisanId, ...personalDataRow(data) })
      .execute(),
  );
}

function replacePersonalData(db: Db, artisanId: string, data: ArtisanPersonalData): Promise<void> {
  return uniqueEmail(() =>
    db
      .updateTable('artisan_personal_data')
      .set(personalDataRow(data))
      .where('artisan_id', '=', artisanId)
      .execute(),
  );
}

/** Personal data, credentials, mailed-link hashes, and the key of its sealed free texts. */
export async function eraseArtisanRows(db: Db, artisanId: string): Promise<void> {
  // Personal data first: a mail rule storing a link for the artisan holds this row (AccountHashes),
  // so the erasure waits for it and then removes its link, or the rule finds the artisan gone.
  await db.deleteFrom('artisan_personal_data').where('artisan_id', '=', artisanId).execute();
  await eraseCredentials(db, artisanId);
  // The free texts of its evaluation's events become unreadable (crypto-shredding).
  await eraseSubjectKey(db, artisanId);
}
