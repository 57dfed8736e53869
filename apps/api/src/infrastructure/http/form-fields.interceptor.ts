import {
  HttpException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { AppError } from './problem.filter';

/**
 * Text fields only, and few of them: these forms hold an email, a hash, an id and a password.
 * A file part, a long value or many fields are refused before the route runs.
 */
const Multer = NoFilesInterceptor({
  limits: { files: 0, fields: 10, parts: 10, fieldNameSize: 100, fieldSize: 4096 },
});

export const FORM_FIELDS_MESSAGES = {
  notFields: 'This form takes text fields only (email, hash, id, password), no files.',
  tooLarge: 'The form is too large.',
} as const;

/**
 * Lets a route that takes form fields (SPEC.md section 7) read them from a `multipart/form-data`
 * body too, as a browser's FormData sends them; JSON and urlencoded bodies pass through untouched
 * (multer reads multipart requests only). multer's refusals become a 400 (413 for size) with a
 * message a person can read, instead of the route seeing an empty body.
 */
@Injectable()
export class FormFieldsInterceptor implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException)
        throw new AppError(413, FORM_FIELDS_MESSAGES.tooLarge, 'invalid-input');
      if (error instanceof HttpException && error.getStatus() < 500)
        throw new AppError(400, FORM_FIELDS_MESSAGES.notFields, 'invalid-input', [
          { propertyPath: '', message: error.message },
        ]);
      throw error;
    }
  }
}
