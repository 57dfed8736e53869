import { describe, expect, it } from '@jest/globals';
import { fileNameOf } from './content-disposition';

describe('the file name of a download', () => {
  it('Given filename* and filename, Then the whole UTF-8 name is taken', () => {
    expect(
      fileNameOf(
        'attachment; filename="analysis-d-Epinay-2026-01-02.pdf"; ' +
          "filename*=UTF-8''analysis-d-%C3%89pinay-2026-01-02.pdf",
      ),
    ).toBe('analysis-d-Épinay-2026-01-02.pdf');
  });

  it('Given only filename, quoted or not, Then it is taken', () => {
    expect(fileNameOf('attachment; filename="evaluation-statistics-until-2026-11-26.xlsx"')).toBe(
      'evaluation-statistics-until-2026-11-26.xlsx',
    );
    expect(fileNameOf('attachment; filename=report.pdf')).toBe('report.pdf');
  });

  it('Given no header, a broken encoding or a path, Then no name or the last part only', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.pdf"')).toBe('plain.pdf');
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });
});
