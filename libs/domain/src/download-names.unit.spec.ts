import { describe, expect, it } from '@jest/globals';
import {
  analysisPdfFileName,
  asciiFileName,
  fileNamePart,
  greenListFileName,
  statisticsFileName,
} from './download-names';

describe('the names of downloaded files', () => {
  it('Given an artisan, Then the analysis PDF is named for it, last name first, and the day', () => {
    expect(analysisPdfFileName({ firstName: 'Claire', lastName: 'Dubois' }, '2026-11-26')).toBe(
      'analysis-Dubois-Claire-2026-11-26.pdf',
    );
  });

  it('Given an artisan, Then its Green List is named for it and the day, as a PDF or a workbook', () => {
    const artisan = { firstName: 'Claire', lastName: 'Dubois' };
    expect(greenListFileName(artisan, '2026-11-27', 'pdf')).toBe('green-list-Dubois-Claire-2026-11-27.pdf');
    expect(greenListFileName(artisan, '2026-11-27', 'xlsx')).toBe('green-list-Dubois-Claire-2026-11-27.xlsx');
    expect(greenListFileName({ firstName: null, lastName: null }, '2026-11-27', 'pdf')).toBe(
      'green-list-2026-11-27.pdf',
    );
  });

  it('Given names with spaces, apostrophes, accents or another script, Then they stay readable and safe', () => {
    expect(
      analysisPdfFileName({ firstName: 'Anne-Sophie', lastName: "d'Épinay de la Tour" }, '2026-01-02'),
    ).toBe('analysis-d-Épinay-de-la-Tour-Anne-Sophie-2026-01-02.pdf');
    expect(analysisPdfFileName({ firstName: 'Нино', lastName: 'ბერიძე' }, '2026-01-02')).toBe(
      'analysis-ბერიძე-Нино-2026-01-02.pdf',
    );
    // Nothing a file system refuses: no slash, colon, quote or control character.
    expect(fileNamePart('AC/DC: "live"\u0000 ')).toBe('AC-DC-live');
  });

  it('Given an artisan whose name was erased, Then the name is left out, never replaced by its id', () => {
    expect(analysisPdfFileName({ firstName: null, lastName: null }, '2026-11-26')).toBe(
      'analysis-2026-11-26.pdf',
    );
  });

  it('Given a period, Then the statistics workbook is named for its days; from the beginning, until the day', () => {
    expect(statisticsFileName({ from: '2026-01-01', to: '2026-06-30' }, '2026-11-26')).toBe(
      'evaluation-statistics-2026-01-01-to-2026-06-30.xlsx',
    );
    expect(statisticsFileName({ from: '2026-01-01', to: null }, '2026-11-26')).toBe(
      'evaluation-statistics-2026-01-01-to-2026-11-26.xlsx',
    );
    expect(statisticsFileName({ from: null, to: null }, '2026-11-26')).toBe(
      'evaluation-statistics-until-2026-11-26.xlsx',
    );
    expect(statisticsFileName({ from: null, to: '2026-03-31' }, '2026-11-26')).toBe(
      'evaluation-statistics-until-2026-03-31.xlsx',
    );
  });

  it('Given a name for clients that read only plain ASCII, Then accents are taken off and other scripts left out', () => {
    expect(asciiFileName('analysis-d-Épinay-Anne-Sophie-2026-01-02.pdf')).toBe(
      'analysis-d-Epinay-Anne-Sophie-2026-01-02.pdf',
    );
    expect(asciiFileName('analysis-ბერიძე-Нино-2026-01-02.pdf')).toBe('analysis-2026-01-02.pdf');
  });
});
