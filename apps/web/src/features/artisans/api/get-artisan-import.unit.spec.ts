import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../lib/http/api-error';
import { isFinished, toArtisanImport } from './get-artisan-import';

describe('toArtisanImport: the answer of GET /api/artisan-imports/{id}, checked', () => {
  it('reads a completed import with its rows and counts', () => {
    const answer = {
      id: 'a1',
      status: 'completed',
      progress: 100,
      fileName: 'artisans.xlsx',
      rowCount: 2,
      rows: [
        { row: 2, outcome: 'created', artisanId: 'x', name: 'Maria Rossi', reasons: [] },
        { row: 3, outcome: 'refused', name: '', reasons: ['Title field is required', 3] },
        { row: 4, outcome: 'lost', name: 'Unknown outcome', reasons: [] },
      ],
      counts: { created: 1, skipped: 0, refused: 1, total: 2 },
      message: 'Excel file successfully imported',
      code: 'import-succeeded',
    };
    const view = toArtisanImport(answer);
    // All but the rows is read as it is; a row of an unknown outcome and a reason that is not text are dropped.
    expect(view).toEqual({
      ...answer,
      rows: [
        { row: 2, outcome: 'created', artisanId: 'x', name: 'Maria Rossi', reasons: [] },
        { row: 3, outcome: 'refused', artisanId: undefined, name: '', reasons: ['Title field is required'] },
      ],
    });
    expect(isFinished(view.status)).toBe(true);
  });

  it('reads a running import without results, its progress kept within 0..100', () => {
    const view = toArtisanImport({ id: 'a2', status: 'running', progress: 140 });
    expect(view).toMatchObject({ status: 'running', progress: 100, rows: [], counts: undefined });
    expect(isFinished(view.status)).toBe(false);
  });

  it('refuses an answer of another shape', () => {
    expect(() => toArtisanImport({ id: 'a3', status: 'lost' })).toThrow(ApiError);
    expect(() => toArtisanImport('Not JSON')).toThrow(ApiError);
  });
});
