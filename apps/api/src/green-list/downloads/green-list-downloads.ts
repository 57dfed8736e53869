import { Inject, Injectable } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError, MESSAGES, can, greenListFileName, labelIn, type Language } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import { PRODUCT_NAME } from '../../app-config/app-config.controller';
import { ArtisanAccountsService } from '../../artisans/artisan-accounts.service';
import { ArtisanProfilesService } from '../../artisans/profile/artisan-profiles.service';
import { pdfSetup } from '../../evaluation/downloads/analysis-pdf';
import { LocaleTexts } from '../../evaluation/downloads/locale-texts';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { GreenLists } from '../green-lists.service';
import { GreenListTextSource } from '../texts/green-list-text-source';
import { greenListDocument } from './green-list-document';
import { renderGreenListPdf } from './green-list-pdf';
import { greenListWorkbook } from './green-list-workbook';

export type GreenListDownloadFormat = 'pdf' | 'xlsx';

export type GreenListDownload = { bytes: Buffer; language: Language; fileName: string };

/**
 * GET /api/green_lists/{id}/green-list.pdf and .xlsx: the Green List as staff read it (same access
 * as GET /api/green_lists/{id}: the artisan's country, or the foundation; anyone else 404), written
 * in the reader's language with the texts artisans see (corrections included).
 */
export class GetGreenListDownload extends Query<GreenListDownload> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly format: GreenListDownloadFormat,
    readonly language: Language,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@Injectable()
@QueryHandler(GetGreenListDownload)
export class GetGreenListDownloadHandler implements IQueryHandler<GetGreenListDownload> {
  constructor(
    private readonly greenLists: GreenLists,
    private readonly profiles: ArtisanProfilesService,
    private readonly accounts: ArtisanAccountsService,
    private readonly localeTexts: LocaleTexts,
    private readonly greenListTexts: GreenListTextSource,
    @Inject(DB) private readonly db: Db,
  ) {}

  async execute({ session, artisanId, format, language: asked, now }: GetGreenListDownload) {
    // Downloads are for staff (the artisan has its screen); the role check is the guard's too.
    if (!can(session.role, 'artisans.list'))
      throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
    // The PDF writes English when the machine has no font for the language asked; the workbook has no fonts.
    const language = format === 'pdf' ? pdfSetup(asked).language : asked;
    const { resource: view } = await this.greenLists.read(session, artisanId);
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const [personal, country, downloads, greenList] = await Promise.all([
      this.accounts.personalData(artisan.id),
      this.countryName(artisan.account.profile.countryId, language),
      this.localeTexts.translator('downloads', language),
      this.greenListTexts.translator(language),
    ]);
    const names = { firstName: personal?.firstName ?? '', lastName: personal?.lastName ?? '' };
    const document = greenListDocument({
      view,
      artisan: { ...names, country },
      productName: PRODUCT_NAME,
      language,
      now,
      greenList,
      downloads,
    });
    const bytes =
      format === 'pdf'
        ? await renderGreenListPdf(document, { font: pdfSetup(asked).font })
        : await greenListWorkbook(document, now);
    return { bytes, language, fileName: greenListFileName(names, now.toISOString().slice(0, 10), format) };
  }

  private async countryName(id: number | null, language: Language): Promise<string | null> {
    if (id === null) return null;
    const row = await this.db.selectFrom('countries').select('names').where('id', '=', id).executeTakeFirst();
    return row ? labelIn(row.names, language) || null : null;
  }
}
