import { AppError } from './problem.filter';
import { MultipartInterceptor } from './multipart';

export const FORM_FIELDS_MESSAGES = {
  notFields: 'This form takes text fields only (email, hash, id, password), no files.',
  tooLarge: 'The form is too large.',
} as const;

/**
 * Lets a route that takes form fields (SPEC.md section 7) read them from a `multipart/form-data`
 * body too, as a browser's FormData sends them; JSON and urlencoded bodies pass through untouched.
 * Text fields only, and few of them: these forms hold an email, a hash, an id and a password. A
 * file part, a long value or many fields are refused with a message a person can read (413 for
 * size) instead of the route seeing an empty body.
 */
export const FormFieldsInterceptor = MultipartInterceptor(
  { files: 0, fields: 10, parts: 10, fileSize: 0, fieldSize: 4096 },
  ({ reason, detail }) =>
    reason === 'too-large'
      ? new AppError(413, FORM_FIELDS_MESSAGES.tooLarge, 'invalid-input')
      : new AppError(400, FORM_FIELDS_MESSAGES.notFields, 'invalid-input', [
          { propertyPath: '', message: detail },
        ]),
);
