import ExcelJS from 'exceljs';
import { greenListCatalogue, type GreenListSheet } from '@artisans/domain';
import { completeGreenList } from '../../../../../libs/domain/src/green-list-examples.spec';
import { translator } from '../../evaluation/downloads/locale-texts';
import { toGreenListView, type GreenListView } from '../green-list-view';
import { greenListDocument, type GreenListDocumentInput } from './green-list-document';
import { renderGreenListPdf } from './green-list-pdf';
import { greenListWorkbook } from './green-list-workbook';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the shipped texts, read as the API reads them
const frenchGreenList = require('../../../../web/public/locales/fr/green-list.json') as Record<
  string,
  unknown
>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const frenchDownloads = require('../../../../web/public/locales/fr/downloads.json') as Record<
  string,
  unknown
>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const englishGreenList = require('../../../../web/public/locales/en/green-list.json') as Record<
  string,
  unknown
>;

const NOW = new Date('2026-11-27T10:00:00Z');

function viewOf(sheet: GreenListSheet): GreenListView {
  return toGreenListView(
    'a1',
    { status: 'SUBMITTED', catalogueVersion: 1, sheet, request: null, completion: null },
    { editable: false, allowedActions: [] },
  );
}

/** The example Green List with p2 marked not applicable and p3 explained. */
function answered(): GreenListSheet {
  const sheet = completeGreenList(greenListCatalogue(), 4);
  return {
    ...sheet,
    answers: {
      ...sheet.answers,
      p2: { notApplicable: { reason: 'Le compteur est partagé avec la maison.' } },
      p3: { value: 4, explain: 'Machines changées en 2024.' },
    },
  };
}

function input(sheet: GreenListSheet): GreenListDocumentInput {
  return {
    view: viewOf(sheet),
    artisan: { firstName: 'Claire', lastName: 'Dubois', country: 'France' },
    productName: 'Artisans of Excellence',
    language: 'fr',
    now: NOW,
    greenList: translator(frenchGreenList, englishGreenList),
    downloads: translator(frenchDownloads, undefined),
  };
}

describe('the Green List downloads: content', () => {
  it('Given a Green List in French, Then every section is titled and scored as the screen scores it', () => {
    const document = greenListDocument(input(answered()));
    const view = viewOf(answered());
    expect(document.sections.map((section) => section.section)).toEqual([
      'context',
      'sourcing',
      'production',
      'distribution',
      'use',
      'endOfLife',
    ]);
    expect(document.sections[2]?.title).toBe('Production');
    expect(document.sections.map((section) => section.score)).toEqual(
      document.sections.map((section) => view.score.sections[section.section]),
    );
    expect(document.total).toEqual(view.score);
    expect(document.fields.map((field) => field.value)).toEqual(
      expect.arrayContaining(['Claire Dubois', 'France']),
    );
    expect(document.labels.answer).toBe('Réponse');
  });

  it('Given an answer marked not applicable and one explained, Then the reason and the explanation are written', () => {
    const rows = greenListDocument(input(answered())).sections.flatMap((section) => section.rows);
    const p2 = rows.find((row) => row.code === 'p2' && row.material === null);
    expect(p2).toMatchObject({ notApplicable: 'Le compteur est partagé avec la maison.', number: null });
    const p3 = rows.find((row) => row.code === 'p3');
    expect(p3).toMatchObject({ number: 4, explain: 'Machines changées en 2024.' });
    // The option's words in French, with the level.
    expect(p3?.answer).toContain(
      (frenchGreenList as { questions: { p3: { options: Record<string, string> } } }).questions.p3.options[
        '4'
      ],
    );
  });

  it('Given two raw materials, Then their questions are written once per material, named by it', () => {
    const rows = greenListDocument(input(answered())).sections.flatMap((section) => section.rows);
    const materials = [...new Set(rows.map((row) => row.material).filter((name) => name !== null))];
    expect(materials).toEqual(['Material oak', 'Material linseed-oil']);
    expect(rows.filter((row) => row.code === 's4').map((row) => row.number)).toEqual([60, 35]);
  });

  it('Given a follow-up hidden by a low answer, Then it is not written', () => {
    const sheet = answered();
    const hidden = {
      ...sheet,
      answers: { ...sheet.answers, p16: { notApplicable: { reason: 'Pas de véhicule' } } },
    };
    const codes = greenListDocument(input(hidden)).sections.flatMap((section) =>
      section.rows.map((row) => row.code),
    );
    expect(codes).toContain('p16');
    expect(codes).not.toContain('p17');
  });

  it("Given the document, Then the workbook holds numbers as numbers, in the reader's language", async () => {
    const document = greenListDocument(input(answered()));
    const workbook = new ExcelJS.Workbook();
    const bytes = await greenListWorkbook(document, NOW);
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Synthèse', 'Réponses']);

    const summary = workbook.getWorksheet('Synthèse')!;
    const totalRow = summary.getRows(1, summary.rowCount)!.find((row) => row.getCell(1).value === 'Total')!;
    expect(totalRow.getCell(2).value).toBe(document.total.points);
    expect(typeof totalRow.getCell(2).value).toBe('number');
    expect(typeof totalRow.getCell(3).value).toBe('number');
    expect(typeof totalRow.getCell(4).value).toBe('number');

    const answers = workbook.getWorksheet('Réponses')!;
    expect(answers.getRow(1).getCell(5).value).toBe('Réponse');
    const rows = answers.getRows(2, answers.rowCount - 1)!;
    const p3 = rows.find((row) => row.getCell(3).value === 'p3')!;
    expect(p3.getCell(6).value).toBe(4);
    expect(typeof p3.getCell(6).value).toBe('number');
    expect(p3.getCell(8).value).toBe('Machines changées en 2024.');
    const p2 = rows.find((row) => row.getCell(3).value === 'p2' && !row.getCell(2).value)!;
    expect(p2.getCell(7).value).toBe('Le compteur est partagé avec la maison.');
    const shares = rows.filter((row) => row.getCell(3).value === 's4');
    expect(shares.map((row) => [row.getCell(2).value, row.getCell(6).value])).toEqual([
      ['Material oak', 60],
      ['Material linseed-oil', 35],
    ]);
  });

  it('Given the document, Then the PDF is a PDF titled for the artisan', async () => {
    const bytes = await renderGreenListPdf(greenListDocument(input(answered())), {
      font: undefined,
      compress: false,
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // pdfkit writes the title (document information) as Latin-1 or UTF-16BE, outside the page streams.
    const title = 'Green List – Claire Dubois';
    expect(
      bytes.includes(Buffer.from(title, 'latin1')) || bytes.includes(Buffer.from(title, 'utf16le').swap16()),
    ).toBe(true);
  });
});
