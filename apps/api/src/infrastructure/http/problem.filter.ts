import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, MESSAGES, type DomainErrorKind } from '@artisans/domain';
import { StaleVersionError, isExpectedVersionConflict } from '../event-store/event-store.port';
import { correlationIdOf } from './correlation-id';
import { retryAfterSecondsOf } from './too-many-requests';

/** The body of every error answer: a title and a message a person can read. */
export type ProblemBody = {
  title: string;
  detail: string;
  status: number;
  /** Stable machine-readable key where the spec names one (e.g. error-verify-email). */
  code?: string;
  /** Field-level messages for form errors. */
  violations?: { propertyPath: string; message: string }[];
  /** The request's correlation id, which the log and the events carry: what support asks for. */
  correlationId?: string;
};

/** A domain or application error that knows its HTTP status; thrown by handlers. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly violations?: ProblemBody['violations'],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  too_many: HttpStatus.TOO_MANY_REQUESTS,
};

const GENERIC = 'Something went wrong. Please try again later.';

const WITH_CORRELATION_ID = (status: number) =>
  status === HttpStatus.CONFLICT || status === HttpStatus.PRECONDITION_FAILED || status >= 500;

/**
 * The one place where errors become HTTP answers. Never leaks a stack trace: unknown errors
 * are logged and answered with the generic message.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const problem = this.toProblem(error);
    // Every answer carries X-Correlation-Id; where a person may need support (a change refused for
    // someone else's, a fault of ours), the body names it too.
    const correlationId = correlationIdOf(http.getRequest<FastifyRequest>());
    const body = WITH_CORRELATION_ID(problem.status) ? { ...problem, correlationId } : problem;
    if (body.status >= 500)
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    // Streams and versions stay in the log; the answer says what a person can do.
    if (isExpectedVersionConflict(error) || error instanceof StaleVersionError)
      this.logger.warn(`${error.message} (correlation ${correlationId})`);
    // Every 429 says when to try again, so that clients and the screen need not guess.
    if (body.status === HttpStatus.TOO_MANY_REQUESTS)
      void reply.header('Retry-After', String(retryAfterSecondsOf(error)));
    void reply.status(body.status).type('application/problem+json').send(body);
  }

  private toProblem(error: unknown): ProblemBody {
    if (error instanceof AppError) {
      return {
        title: 'Error',
        detail: error.message,
        status: error.status,
        code: error.code,
        violations: error.violations,
      };
    }
    if (error instanceof DomainError) {
      return { title: 'Error', detail: error.message, status: STATUS_OF[error.kind], code: error.code };
    }
    if (isExpectedVersionConflict(error)) {
      return {
        title: 'Error',
        detail: MESSAGES.changedMeanwhile,
        status: HttpStatus.CONFLICT,
        code: error.code,
      };
    }
    if (error instanceof StaleVersionError) {
      return {
        title: 'Error',
        detail: MESSAGES.staleVersion,
        status: HttpStatus.PRECONDITION_FAILED,
        code: error.code,
      };
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      return { title: 'Error', detail: BODY_REFUSALS[status] ?? messageOf(error), status };
    }
    return { title: 'Error', detail: GENERIC, status: HttpStatus.INTERNAL_SERVER_ERROR };
  }
}

/**
 * Bodies Fastify refuses before any route runs reach the filter as HttpExceptions in the parser's
 * words (Nest maps them); these say the same plainly. Invalid JSON is json-body.ts's own AppError.
 */
const BODY_REFUSALS: Partial<Record<number, string>> = {
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'The request body is too large.',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'This type of request body is not accepted: send JSON or form fields.',
};

function messageOf(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(' ');
  if (typeof message === 'string') return message;
  return error.message;
}
