import { describe, expect, it } from '@jest/globals';
import { attachment } from './content-disposition';

describe('Content-Disposition of a download', () => {
  it('Given a name with accents, Then the plain name has none and filename* has the whole name in UTF-8', () => {
    expect(attachment('analysis-d-Épinay-Anne-2026-01-02.pdf')).toBe(
      'attachment; filename="analysis-d-Epinay-Anne-2026-01-02.pdf"; ' +
        "filename*=UTF-8''analysis-d-%C3%89pinay-Anne-2026-01-02.pdf",
    );
  });

  it('Given a plain name, Then both forms are the same', () => {
    expect(attachment('evaluation-statistics-until-2026-11-26.xlsx')).toBe(
      'attachment; filename="evaluation-statistics-until-2026-11-26.xlsx"; ' +
        "filename*=UTF-8''evaluation-statistics-until-2026-11-26.xlsx",
    );
  });
});
