import { describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import { MESSAGES } from '@artisans/domain/messages';
import { ApiError } from '../../../../lib/http/api-error';
import { columnProblems, importMessage, reasonText, uploadErrorMessage } from './import-messages';

/** A t() that shows which key (and values) it was asked for. */
const t = ((key: string, options?: Record<string, unknown>) => {
  const { ns, ...values } = options ?? {};
  const shown = Object.keys(values).length ? `${key}${JSON.stringify(values)}` : key;
  return ns ? `${String(ns)}:${shown}` : shown;
}) as unknown as TFunction;

describe('messages of the import in the reader’s language', () => {
  it('translates refused uploads by their code, else passes the server’s message through', () => {
    const notXlsx = new ApiError({ status: 400, detail: 'This file is not…', code: 'import-not-xlsx' });
    expect(uploadErrorMessage(notXlsx, t)).toBe('artisan-import:errors.notXlsx');
    const other = new ApiError({ status: 400, detail: 'Something the server says' });
    expect(uploadErrorMessage(other, t)).toBe('Something the server says');
  });

  it('names each wrong column', () => {
    const error = new ApiError({
      status: 400,
      code: 'import-wrong-columns',
      violations: [
        { propertyPath: 'lastName', message: 'Missing column: lastName' },
        { propertyPath: 'Nom', message: 'Unknown column: Nom' },
      ],
    });
    expect(columnProblems(error, t)).toEqual([
      'artisan-import:columns.missing{"column":"lastName"}',
      'artisan-import:columns.unknown{"column":"Nom"}',
    ]);
    expect(columnProblems(new ApiError({ status: 400 }), t)).toEqual([]);
  });

  it('translates the end of an import by its code', () => {
    expect(importMessage('import-succeeded', 'Excel file successfully imported', t)).toBe(
      'artisan-import:succeeded',
    );
    expect(importMessage(undefined, 'As given', t)).toBe('As given');
  });

  it('translates the spec’s reasons, and shows the form’s others as given', () => {
    expect(reasonText(MESSAGES.artisanExists, t)).toBe('common:messages.artisanExists');
    expect(reasonText('This is the sample row of the template: it is not imported.', t)).toBe(
      'artisan-import:reasons.sampleRow',
    );
    expect(reasonText('Title field is required', t)).toBe('Title field is required');
  });
});
