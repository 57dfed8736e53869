import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The product's policy: its own scripts only; pictures and the main video also from blob: URLs. */
export const SECURITY_POLICY: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:'],
      // The main video plays from an object URL (its bytes need the bearer token).
      'media-src': ["'self'", 'blob:'],
      'script-src': ["'self'"],
    },
  },
};

/**
 * The headers helmet sets for a policy. They are the same for every answer (no nonces), so they are
 * computed once: @fastify/helmet built helmet's middleware again for each request, parsing the
 * policy each time (3.5% of the API's CPU in a profile of the artisan list).
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Every answer carries the security headers and the request's correlation id (its request id,
 * see correlation-id.ts): one hook, no work per request beyond setting them.
 */
export function answerHeaders(fastify: FastifyInstance, options: HelmetOptions = SECURITY_POLICY): void {
  const security = securityHeadersOf(options);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(security).header('X-Correlation-Id', request.id);
    done();
  });
}
