import type { FastifyInstance } from 'fastify';
import { AppError } from './problem.filter';

/** The largest JSON or urlencoded body a route reads: forms and answers, never files. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's own JSON parser (prototype poisoning refused), except that an empty body sent as JSON
 * reads as `{}`, as it did before (clients send lifecycle steps with the header and no body): the
 * route then says which field is missing instead of refusing the request as malformed. Invalid JSON
 * is refused with a plain message, not the parser's.
 */
export function acceptEmptyJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, {});
      parseJson(request, text, (error, value) =>
        error
          ? done(new AppError(400, 'The request body is not valid JSON.', 'invalid-json'))
          : done(null, value),
      );
    },
  );
}
