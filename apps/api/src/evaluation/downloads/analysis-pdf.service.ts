import { Inject, Injectable } from '@nestjs/common';
import { analysisPdfFileName, labelIn, type Language } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import { PRODUCT_NAME } from '../../app-config/app-config.controller';
import { ArtisanAccountsService } from '../../artisans/artisan-accounts.service';
import { ArtisanProfilesService } from '../../artisans/profile/artisan-profiles.service';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { AnalysisService } from '../analysis.service';
import { analysisDashboard, type DashboardInput } from './analysis-dashboard';
import { pdfSetup, renderAnalysisPdf } from './analysis-pdf';
import { LocaleTexts } from './locale-texts';

/** The PDF's bytes, the language it is written in and the name it is saved under. */
export type AnalysisPdf = { id: string; bytes: Buffer; language: Language; fileName: string };

/**
 * The analysis dashboard as a PDF: exactly what GET /api/artisans/{id}/analysis answers this session
 * (same access, same 409 before the evaluation is complete), with who the artisan is, in the
 * request's language.
 */
@Injectable()
export class AnalysisPdfService {
  constructor(
    private readonly analyses: AnalysisService,
    private readonly profiles: ArtisanProfilesService,
    private readonly accounts: ArtisanAccountsService,
    private readonly texts: LocaleTexts,
    @Inject(DB) private readonly db: Db,
  ) {}

  async pdf(
    session: Session,
    artisanId: string,
    asked: Language,
    options: { compress?: boolean; now?: Date } = {},
  ): Promise<AnalysisPdf> {
    const { font, language } = pdfSetup(asked);
    const now = options.now ?? new Date();
    const analysis = await this.analyses.analysis(session, artisanId);
    const artisan = await this.profiles.reachable(session, artisanId, 'read');
    const [personal, artisanFacts, downloads, criteria] = await Promise.all([
      this.accounts.personalData(artisan.id),
      this.where(artisan.account.profile, language),
      this.texts.translator('downloads', language),
      this.texts.translator('criteria', language),
    ]);
    const input: DashboardInput = {
      analysis,
      artisan: {
        firstName: personal?.firstName ?? '',
        lastName: personal?.lastName ?? '',
        ...artisanFacts,
      },
      productName: PRODUCT_NAME,
      language,
      now,
      downloads,
      criteria,
    };
    const bytes = await renderAnalysisPdf(analysisDashboard(input), { font, compress: options.compress });
    // Named for the artisan and the day (UTC), as people file it: never its id.
    const fileName = analysisPdfFileName(input.artisan, now.toISOString().slice(0, 10));
    return { id: artisan.id, bytes, language, fileName };
  }

  /** Country, and craft with occupation ("Wood – Cabinetmaker"), labelled in `language`. */
  private async where(
    profile: { countryId: number | null; craftMaterialId: number | null; craftPersonId: number | null },
    language: Language,
  ): Promise<{ country: string | null; craft: string | null }> {
    const name = async (table: 'countries' | 'craft_materials' | 'craft_people', id: number | null) => {
      if (id === null) return null;
      const row = await this.db.selectFrom(table).select('names').where('id', '=', id).executeTakeFirst();
      return row ? labelIn(row.names, language) || null : null;
    };
    const [country, craft, occupation] = await Promise.all([
      name('countries', profile.countryId),
      name('craft_materials', profile.craftMaterialId),
      name('craft_people', profile.craftPersonId),
    ]);
    const crafts = [craft, occupation].filter((part): part is string => !!part);
    return { country, craft: crafts.length > 0 ? crafts.join(' – ') : null };
  }
}
