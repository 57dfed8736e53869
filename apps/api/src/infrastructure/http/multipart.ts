import {
  createParamDecorator,
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

/** A file of a multipart body, read into memory. */
export type UploadedFile = {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
};

/** What a route reads of a multipart body at most; more is refused while it is received. */
export type MultipartLimits = {
  /** Bytes of one file. */
  fileSize: number;
  files: number;
  fields: number;
  /** Bytes of one field's value. */
  fieldSize: number;
  parts: number;
};

/** Why a multipart body was refused, for the route to say in its own words. */
export type MultipartRefusal = {
  reason: 'too-large' | 'too-many-files' | 'unreadable';
  /** The parser's own words, for the answer's violations. */
  detail: string;
};

type MultipartRequest = FastifyRequest & { uploads?: UploadedFile[] };

/**
 * Reads a `multipart/form-data` body before the route runs, within the route's limits: its fields
 * become the body (@Body()) and its files the uploads (@Uploads()). A refusal (a file too large, too
 * many files, a body that is not multipart after all) becomes the error `refuse` makes of it.
 * Other bodies pass through untouched: the routes that take files say themselves that none came.
 */
export function MultipartInterceptor(
  limits: MultipartLimits,
  refuse: (refusal: MultipartRefusal) => Error,
): Type<NestInterceptor> {
  @Injectable()
  class ReadMultipart implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<MultipartRequest>();
      if (request.isMultipart()) {
        try {
          const { fields, files } = await readParts(request, limits);
          request.body = fields;
          request.uploads = files;
        } catch (error) {
          const refusal = refusalOf(error);
          throw refusal ? refuse(refusal) : error;
        }
      }
      return next.handle();
    }
  }
  return mixin(ReadMultipart);
}

/** The files the multipart body of this request held (none when it sent none). */
export const Uploads = createParamDecorator(
  (_: unknown, context: ExecutionContext): UploadedFile[] =>
    context.switchToHttp().getRequest<MultipartRequest>().uploads ?? [],
);

class FieldTooLongError extends Error {
  readonly code = 'FIELD_TOO_LONG';
  readonly statusCode = 400;
  constructor() {
    super('Field value too long');
  }
}

async function readParts(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  // File names are read as UTF-8, as browsers send them: "artisans été.xlsx" stays as it was named.
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      files.push({
        fieldname: part.fieldname,
        originalname: part.filename,
        mimetype: part.mimetype,
        size: buffer.length,
        buffer,
      });
    } else {
      if (part.valueTruncated || part.fieldnameTruncated) throw new FieldTooLongError();
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, files };
}

/** The parser's refusals (4xx by its own account, or busboy's errors on a malformed body). */
function refusalOf(error: unknown): MultipartRefusal | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, statusCode } = error as Error & { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return { reason: 'too-large', detail: 'File too large' };
  if (code === 'FST_FILES_LIMIT') return { reason: 'too-many-files', detail: 'Too many files' };
  const fromParser = code?.startsWith('FST_') || /multipart|unexpected end of form/i.test(error.message);
  if (fromParser || (statusCode !== undefined && statusCode < 500))
    return { reason: 'unreadable', detail: error.message };
  return undefined;
}
