import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { CRITERION_IDS, DECISIONS, REVIEW_STATUSES, STATUS_EVALS, type Language } from '@artisans/domain';
import { ACTIVITY_KINDS, type EvaluationStatistics } from './evaluation-statistics';
import { localeDirectories, localeDirectory, translator } from './locale-texts';
import { statisticsWorkbook } from './statistics-workbook';
import { sheetName, workbookTexts } from './workbook-texts';

const LOCALES = localeDirectory(localeDirectories())!;
const messages = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
const textsIn = (language: Language) =>
  workbookTexts(
    translator(messages(language, 'downloads'), messages('en', 'downloads')),
    translator(messages(language, 'criteria'), messages('en', 'criteria')),
  );

const zeros = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

/** One artisan selected in March 2025. */
const statistics: EvaluationStatistics = {
  period: { from: '2025-03-01', to: null },
  evaluations: [
    {
      artisanId: 'a1',
      statusEval: 'SELECTED',
      reviewStatus: 'REVIEWED',
      totalPoint: 132,
      points: Object.fromEntries(CRITERION_IDS.map((id) => [id, 12])) as Record<string, number>,
      sentAt: '2025-03-02T10:00:00.000Z',
      endorsedAt: '2025-03-03T11:00:00.000Z',
      decidedAt: '2025-03-05T13:00:00.000Z',
      decision: 'ACCEPTED',
    },
  ] as EvaluationStatistics['evaluations'],
  activity: [{ day: '2025-03-05', ...zeros(ACTIVITY_KINDS), decided: 1, selected: 1 }],
  summary: {
    evaluations: 1,
    byStatus: { ...zeros(STATUS_EVALS), SELECTED: 1 },
    byReviewStatus: { ...zeros(REVIEW_STATUSES), REVIEWED: 1 },
    byDecision: { ...zeros([...DECISIONS, 'none'] as const), ACCEPTED: 1 },
    averagePoints: 132,
    averagePointsByCriterion: Object.fromEntries(CRITERION_IDS.map((id) => [id, 12])) as Record<
      string,
      number
    >,
  } as EvaluationStatistics['summary'],
};

const generatedAt = new Date('2025-04-01T09:30:00.000Z');

async function written(language: Language) {
  const bytes = await statisticsWorkbook({
    statistics,
    artisans: new Map([
      ['a1', { firstName: 'Claire', lastName: 'Dubois', country: 'France', craft: 'Wood' }],
    ]),
    texts: textsIn(language),
    generatedAt,
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

/** A sheet's row as its cells, by the header row's titles. */
function rowOf(sheet: ExcelJS.Worksheet, number: number): Record<string, ExcelJS.Cell> {
  const titles = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  return Object.fromEntries(titles.map((title, index) => [title, sheet.getRow(number).getCell(index + 1)]));
}

/** The Summary sheet as item → its value cell. */
function summaryOf(sheet: ExcelJS.Worksheet): Map<string, ExcelJS.Cell> {
  const lines = new Map<string, ExcelJS.Cell>();
  sheet.eachRow((row, number) => {
    if (number > 1) lines.set(String(row.getCell(1).value), row.getCell(2));
  });
  return lines;
}

describe('the statistics workbook for people', () => {
  it('Given an English reader, Then statuses, review statuses and decisions are words, not codes', async () => {
    const book = await written('en');
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Evaluations', 'Activity', 'Summary']);
    const row = rowOf(book.getWorksheet('Evaluations')!, 2);
    expect(row.Status?.value).toBe('Selected');
    expect(row['Review status']?.value).toBe('Reviewed');
    expect(row.Decision?.value).toBe('Accepted');
    const summary = summaryOf(book.getWorksheet('Summary')!);
    expect(summary.get('Status: Selected')?.value).toBe(1);
    expect(summary.get('Review status: In review')?.value).toBe(0);
    expect(summary.get('Decision: Accepted')?.value).toBe(1);
    expect(summary.get('Average points: Tradition')?.value).toBe(12);
    const everything = JSON.stringify(book.worksheets.map((sheet) => sheet.getSheetValues()));
    for (const code of [...STATUS_EVALS, ...REVIEW_STATUSES, ...DECISIONS])
      expect({
        code,
        written: everything.includes(`"${code}"`) || everything.includes(`: ${code}"`),
      }).toEqual({
        code,
        written: false,
      });
  });

  it('Given a French reader, Then sheets, columns, statuses and the summary are in French', async () => {
    const book = await written('fr');
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Évaluations', 'Activité', 'Synthèse']);
    const row = rowOf(book.getWorksheet('Évaluations')!, 2);
    expect(row.Statut?.value).toBe('Sélectionné');
    expect(row["Statut d'examen"]?.value).toBe('Examinée');
    expect(row.Décision?.value).toBe('Accepté');
    expect(row.Prénom?.value).toBe('Claire');
    expect(Object.keys(rowOf(book.getWorksheet('Activité')!, 2))).toContain('Sélectionnés');
    const summary = summaryOf(book.getWorksheet('Synthèse')!);
    expect(summary.get('Statut : Sélectionné')?.value).toBe(1);
    expect(summary.get('Décision : pas encore')?.value).toBe(0);
  });

  it('Given dates, Then they are Excel dates shown day first, the period too, an open end being the day it was made', async () => {
    const book = await written('en');
    const row = rowOf(book.getWorksheet('Evaluations')!, 2);
    expect(row['Sent at (UTC)']?.value).toEqual(new Date('2025-03-02T10:00:00.000Z'));
    expect(row['Sent at (UTC)']?.numFmt).toBe('dd/mm/yyyy hh:mm');
    const day = rowOf(book.getWorksheet('Activity')!, 2).Day;
    expect(day?.value).toEqual(new Date('2025-03-05T00:00:00.000Z'));
    expect(day?.numFmt).toBe('dd/mm/yyyy');
    const summary = summaryOf(book.getWorksheet('Summary')!);
    expect(summary.get('From')?.value).toEqual(new Date('2025-03-01T00:00:00.000Z'));
    expect(summary.get('From')?.numFmt).toBe('dd/mm/yyyy');
    expect(summary.get('To')?.value).toEqual(new Date('2025-04-01T00:00:00.000Z'));
    expect(summary.get('Made at (UTC)')?.value).toEqual(generatedAt);
  });

  it('Given any sheet, Then its titles are bold, frozen and filterable, and one row’s date format stays on that row', async () => {
    const book = await written('en');
    for (const sheet of book.worksheets) {
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
    }
    const summary = summaryOf(book.getWorksheet('Summary')!);
    // Rows share their column's style object: a date format given to one cell must not leak.
    expect(summary.get('Status: Selected')?.numFmt).toBeUndefined();
    expect(rowOf(book.getWorksheet('Evaluations')!, 2)['Total points']?.numFmt).toBeUndefined();
  });

  it('Given a period from the beginning, Then it says so in the reader’s words', async () => {
    const bytes = await statisticsWorkbook({
      statistics: { ...statistics, period: { from: null, to: '2025-03-31' } },
      artisans: new Map(),
      texts: textsIn('de'),
      generatedAt,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const summary = summaryOf(book.getWorksheet('Übersicht')!);
    expect(summary.get('Von')?.value).toBe('Von Anfang an');
    expect(summary.get('Bis')?.value).toEqual(new Date('2025-03-31T00:00:00.000Z'));
  });

  it('Given a name Excel refuses for a sheet, Then it is made acceptable', () => {
    expect(sheetName('Summary: 2025/03 [draft]?')).toBe('Summary  2025 03  draft');
    expect(sheetName('A'.repeat(40))).toHaveLength(31);
    expect(sheetName('//')).toBe('Sheet');
  });

  it('Given no locale file, Then the words are English', () => {
    const texts = workbookTexts(translator(undefined, undefined), translator(undefined, undefined));
    expect(texts.status('IMPROVEMENT POTENTIAL')).toBe('Improvement potential');
    expect(texts.reviewStatus('IN REVIEWAL')).toBe('In review');
    expect(texts.summary.decision('REFUSED')).toBe('Decision: Refused');
    expect(texts.column('sentAt')).toBe('Sent at (UTC)');
  });
});
