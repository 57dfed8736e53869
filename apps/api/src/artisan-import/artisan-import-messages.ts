/**
 * Messages of the Excel import (SPEC.md section 2, "import artisans from an Excel file"; section 8,
 * 'Excel file successfully imported'). The API answers in English with a stable code beside each
 * refusal, like every other message; the web app shows them in the reader's language by that code
 * (its `artisan-import` namespace) and passes any other text through as given.
 */
export const IMPORT_MESSAGES = {
  succeeded: 'Excel file successfully imported',
  noFile: 'Please choose an Excel file (.xlsx) to import.',
  tooLarge: 'Your file is too large. Please make sure your file is smaller than 5MB.',
  notXlsx:
    'This file is not an Excel workbook (.xlsx). Please download the template, fill it in and import it again.',
  wrongColumns:
    'The columns of this file are not those of the template. Please download the template and copy your rows into it.',
  noRows: 'This file has no artisan to import: fill in one row per artisan under the column names.',
  tooManyRows: 'This file has too many rows. Please import at most 2000 artisans at a time.',
  sampleRow: 'This is the sample row of the template: it is not imported.',
  failed:
    'The import stopped before its end. Please import the file again: the artisans already imported will be skipped.',
  uploaderInactive: 'The account that uploaded this file is no longer active.',
} as const;

/** The codes the answers carry with these messages (`code` of the problem body). */
export const IMPORT_ERROR_CODES = {
  noFile: 'import-no-file',
  tooLarge: 'import-too-large',
  notXlsx: 'import-not-xlsx',
  wrongColumns: 'import-wrong-columns',
  noRows: 'import-no-rows',
  tooManyRows: 'import-too-many-rows',
} as const;

/** The codes of the message an import's status carries once it has run. */
export const IMPORT_RESULT_CODES = {
  succeeded: 'import-succeeded',
  failed: 'import-failed',
  uploaderInactive: 'import-uploader-inactive',
} as const;

export type ImportResultCode = (typeof IMPORT_RESULT_CODES)[keyof typeof IMPORT_RESULT_CODES];
