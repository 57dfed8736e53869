import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/**
 * One log line per answered request, as pino-http wrote it under Express: method, path, status and
 * time, under the request's correlation id. Fastify's own request logging writes two lines a
 * request with a child logger each, and nestjs-pino's would add a middleware layer to every
 * request (app.module.ts gives it no route); health probes come every few seconds and are left out.
 * The logger is nestjs-pino's root, which exists once the application has started.
 */
export function logRequests(fastify: FastifyInstance, logger: () => Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url !== '/health') {
      const entry = {
        req: { id: request.id, method: request.method, url: request.url },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      };
      if (reply.statusCode >= 500) logger().error(entry, 'request errored');
      else logger().info(entry, 'request completed');
    }
    done();
  });
}
