import { Inject, Injectable } from '@nestjs/common';
import { STATISTICS_GROUPS, labelIn, localeOf, type Language } from '@artisans/domain';
import { PRODUCT_NAME } from '../../app-config/app-config.controller';
import { pdfSetup } from '../../evaluation/downloads/analysis-pdf';
import { LocaleTexts, type Translate } from '../../evaluation/downloads/locale-texts';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import type { StatisticsReport } from '../report/statistics-report';
import { renderDashboardPdf } from './dashboard-pdf';
import { dashboardTables, type DashboardLabels } from './dashboard-tables';
import { dashboardWorkbook, type DashboardHeading } from './dashboard-workbook';

export type DashboardFormat = 'pdf' | 'xlsx';

export type DashboardFile = { bytes: Buffer; fileName: string; type: string };

const TYPES: Record<DashboardFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** dd/mm/yyyy, or mm/yyyy for a month: as the screen writes days (SPEC.md section 9). */
export const displayDay = (day: string) => {
  const [year, month, date] = day.split('-');
  return date === undefined ? `${month}/${year}` : `${date}/${month}/${year}`;
};

/**
 * The statistics dashboard as a workbook or a PDF (issue 16): the report GET /api/statistics
 * answers for the same period and filters, laid out as the screen's tables in the reader's language
 * (the web app's locale files: one set of words for the screen and its downloads).
 */
@Injectable()
export class DashboardFilesService {
  constructor(
    private readonly texts: LocaleTexts,
    @Inject(DB) private readonly db: Db,
  ) {}

  async file(
    report: StatisticsReport,
    format: DashboardFormat,
    asked: Language,
    options: { now?: Date; compress?: boolean } = {},
  ): Promise<DashboardFile> {
    const now = options.now ?? new Date();
    // The PDF writes in a language its font has the letters of; the workbook in any.
    const { font, language } = format === 'pdf' ? pdfSetup(asked) : { font: undefined, language: asked };
    const [statistics, artisanList, criteria] = (await Promise.all(
      ['statistics', 'artisan-list', 'criteria'].map((namespace) =>
        this.texts.translator(namespace, language),
      ),
    )) as [Translate, Translate, Translate];
    const labels: DashboardLabels = {
      column: (key, values) => statistics(`columns.${key}`, key, values),
      figure: (figure) => statistics(`figures.${figure.replace(/\./g, '_')}`, figure),
      funnel: (step) => statistics(`funnel.${step}`, step),
      status: (status) => artisanList(`statusEval.${status.replace(/ /g, '_')}`, status),
      greenListStatus: (status) => artisanList(`greenListStatus.${status.replace(/ /g, '_')}`, status),
      decision: (decision) => criteria(`decisions.${decision}.label`, decision),
      criterion: (criterion) => criteria(`criteria.${criterion}.name`, criterion),
      section: (section) => statistics(`sections.${section}`, section),
      day: displayDay,
    };
    const heading: DashboardHeading = {
      title: statistics('title', 'Statistics'),
      lines: [
        report.period.from
          ? statistics('filters.shown', 'From {{from}} to {{to}}', {
              from: displayDay(report.period.from),
              to: displayDay(report.period.to),
            })
          : statistics('filters.shownBeginning', 'From the beginning to {{to}}', {
              to: displayDay(report.period.to),
            }),
        statistics('pdf.asOf', 'Figures as of {{date}}', { date: displayDay(report.asOf) }),
        labelled(
          statistics('pdf.filters', 'Filters'),
          await this.filters(report, language, statistics),
          language,
        ),
      ],
      groupTitles: Object.fromEntries(
        STATISTICS_GROUPS.map((id) => [id, statistics(`groups.${id}.title`, id)]),
      ) as DashboardHeading['groupTitles'],
    };
    const tables = dashboardTables(report, labels);
    const day = now.toISOString().slice(0, 10);
    const bytes =
      format === 'xlsx'
        ? await dashboardWorkbook(tables, heading, now)
        : await renderDashboardPdf(
            { productName: PRODUCT_NAME, heading, tables, date: displayDay(day), locale: localeOf(language) },
            { font, compress: options.compress },
          );
    const period = report.period.from
      ? `${report.period.from}-to-${report.period.to}`
      : `until-${report.period.to}`;
    return { bytes, fileName: `statistics-dashboard-${period}.${format}`, type: TYPES[format] };
  }

  /** "Country: France · Craft: Wood", or every country, craft and recommendation. */
  private async filters(report: StatisticsReport, language: Language, t: Translate): Promise<string> {
    const { filters } = report;
    const name = async (
      table: 'countries' | 'craft_materials' | 'craft_people' | 'recommendations',
      id: number,
    ) => {
      const row = await this.db.selectFrom(table).select('names').where('id', '=', id).executeTakeFirst();
      return row ? labelIn(row.names, language) || String(id) : String(id);
    };
    const part = (label: string, value: string) => labelled(label, value, language);
    const parts: string[] = [];
    // A network member's own countries are counted even without a filter: the heading names them.
    if (filters.countries) {
      const countries = await Promise.all(filters.countries.map((id) => name('countries', id)));
      parts.push(part(t('filters.country', 'Country'), countries.join(', ')));
    }
    if (filters.craftMaterialId !== null)
      parts.push(part(t('filters.craft', 'Craft'), await name('craft_materials', filters.craftMaterialId)));
    if (filters.craftPersonId !== null) parts.push(await name('craft_people', filters.craftPersonId));
    if (filters.recommendationId !== null) {
      const recommendation = await name('recommendations', filters.recommendationId);
      parts.push(part(t('filters.recommendation', 'Recommendation'), recommendation));
    }
    return parts.length > 0
      ? parts.join(' · ')
      : t('pdf.allFilters', 'Every country, craft and recommendation');
  }
}

/**
 * "Label: value", with the no-break space French typography puts before a colon (the plain one:
 * the PDF's fallback font, Helvetica, has no narrow one).
 */
export function labelled(label: string, value: string, language: Language): string {
  return `${label}${language === 'fr' ? '\u00a0' : ''}: ${value}`;
}
