import {
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { answerVersion } from './versions';

/**
 * A resource with the version of the stream it was read from or changed to. A handler returns it;
 * VersionedAnswers answers the resource with the version as its ETag (none before the stream
 * exists), so services need not know about HTTP headers. A controller that returns it is marked
 * @AnswersVersions().
 */
export class Versioned<T> {
  constructor(
    readonly resource: T,
    readonly version: number,
  ) {}
}

@Injectable()
export class VersionedAnswers implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof Versioned)) return result;
        if (result.version >= 0)
          answerVersion(context.switchToHttp().getResponse<FastifyReply>(), result.version);
        return result.resource as unknown;
      }),
    );
  }
}

/**
 * Marks a controller whose handlers return Versioned. Only those carry the interceptor: an
 * interceptor makes Nest run every handler of its scope through rxjs and an async resource, which
 * a profile of the artisan list found at some 4% of a request's CPU when this one was global.
 */
export const AnswersVersions = () => UseInterceptors(VersionedAnswers);
