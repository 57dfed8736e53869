import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainError, MESSAGES, type Language } from '@artisans/domain';
import { staffSession, type Session } from '../accounts/auth/session';
import { foldText, nameKey } from '../artisans/artisan-accounts.service';
import { parseNewArtisan, type NewArtisanInput } from '../artisans/profile/profile-input';
import { CreateArtisan } from '../artisans/sign-up/create-artisan.handler';
import { actorContext } from '../infrastructure/commands/command-context';
import type { Db } from '../infrastructure/database/database';
import { AppError } from '../infrastructure/http/problem.filter';
import { DB } from '../infrastructure/tokens';
import { IMPORT_MESSAGES } from './artisan-import-messages';
import {
  countOutcomes,
  type ArtisanImportJob,
  type ArtisanImportResult,
  type ImportRowResult,
} from './artisan-import-queue';
import { isSampleRow, rowName, toArtisanBody, type ImportReferences, type ImportRow } from './import-sheet';

/** An import that cannot go on; its message is what the person who uploaded reads. */
export class ImportFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFailed';
  }
}

type RowContext = {
  importId: string;
  session: Session;
  language: Language;
  references: ImportReferences;
  /** Rows of this file already created or found to exist: a later copy of one is skipped. */
  seen: Set<string>;
};

const skipped = (row: ImportRow, name: string, reason: string): ImportRowResult => ({
  row: row.row,
  outcome: 'skipped',
  name,
  reasons: [reason],
});

/** The form's messages for a refused row: each line of the answer POST /api/artisans would give. */
function reasonsOf(error: AppError | DomainError): string[] {
  return error.message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Imports the rows of a file one by one, each through the staff form's parser and the
 * CreateArtisan command, exactly as POST /api/artisans does: same validation, same
 * duplicate rule, same command and events. The uploader is the actor and the creator.
 */
@Injectable()
export class ArtisanImporter {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly commands: CommandBus,
  ) {}

  async run(
    importId: string,
    job: Pick<ArtisanImportJob, 'uploaderId' | 'language' | 'rows'>,
    onProgress: (percent: number) => Promise<void>,
  ): Promise<ArtisanImportResult> {
    const session = await this.uploader(job.uploaderId);
    const context: RowContext = {
      importId,
      session,
      language: job.language,
      references: await this.references(),
      seen: new Set(),
    };
    const rows: ImportRowResult[] = [];
    let reported = -1;
    for (const [index, row] of job.rows.entries()) {
      rows.push(await this.importRow(row, context));
      const percent = Math.floor(((index + 1) * 100) / job.rows.length);
      if (percent !== reported) {
        reported = percent;
        await onProgress(percent);
      }
    }
    return { rows, counts: countOutcomes(rows) };
  }

  private async importRow(row: ImportRow, context: RowContext): Promise<ImportRowResult> {
    const written = rowName(row);
    if (isSampleRow(row)) return skipped(row, written, IMPORT_MESSAGES.sampleRow);

    let input: NewArtisanInput;
    try {
      input = parseNewArtisan(toArtisanBody(row, context.references, context.language));
    } catch (error) {
      if (error instanceof AppError)
        return { row: row.row, outcome: 'refused', name: written, reasons: reasonsOf(error) };
      throw error;
    }
    const { personal, profile } = input;
    const name = `${personal.firstName} ${personal.lastName}`;
    const key = [
      nameKey(personal.firstName, personal.lastName),
      profile.countryId,
      personal.email === null ? '' : foldText(personal.email),
    ].join('|');
    if (context.seen.has(key)) return skipped(row, name, MESSAGES.artisanExists);
    // Without an email the form has no duplicate rule; an import must still not create the same
    // artisan twice when its file comes again, so a name known in that country counts as existing.
    if (personal.email === null && profile.countryId !== null && (await this.knownByName(input))) {
      context.seen.add(key);
      return skipped(row, name, MESSAGES.artisanExists);
    }

    try {
      // A job, not a request: its context is the uploader's, correlated by the import id.
      const artisan = await this.commands.execute(
        new CreateArtisan(
          context.session,
          input,
          context.language,
          actorContext(context.session, context.importId),
        ),
      );
      context.seen.add(key);
      return { row: row.row, outcome: 'created', artisanId: artisan.id, name, reasons: [] };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'artisan-exists') {
        context.seen.add(key);
        return skipped(row, name, error.message);
      }
      if (error instanceof AppError || error instanceof DomainError)
        return { row: row.row, outcome: 'refused', name, reasons: reasonsOf(error) };
      throw error;
    }
  }

  private async knownByName(input: NewArtisanInput): Promise<boolean> {
    const { firstName, lastName } = input.personal;
    const { countryId } = input.profile;
    if (countryId === null) return false;
    const row = await this.db
      .selectFrom('artisan_personal_data as p')
      .innerJoin('artisans as a', 'a.id', 'p.artisan_id')
      .select('p.artisan_id')
      .where('p.name_key', '=', nameKey(firstName, lastName))
      .where('a.country_id', '=', countryId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The uploader as the guard would load it now: an account closed since cannot import. */
  private async uploader(accountId: string): Promise<Session> {
    const account = await this.db
      .selectFrom('staff_accounts')
      .select(['id', 'role', 'countries', 'language', 'is_active'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account?.is_active) throw new ImportFailed(IMPORT_MESSAGES.uploaderInactive);
    return staffSession(account);
  }

  private async references(): Promise<ImportReferences> {
    const [countries, crafts, occupations] = await Promise.all([
      this.db.selectFrom('countries').select(['id', 'code', 'names']).execute(),
      this.db.selectFrom('craft_materials').select(['id', 'code', 'names']).execute(),
      this.db.selectFrom('craft_people').select(['id', 'code', 'names', 'craft_material_id']).execute(),
    ]);
    return {
      countries,
      crafts,
      occupations: occupations.map(({ craft_material_id, ...occupation }) => ({
        ...occupation,
        craftMaterialId: craft_material_id,
      })),
    };
  }
}
