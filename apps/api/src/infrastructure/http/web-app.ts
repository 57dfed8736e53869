import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What each kind of file of the built web app may be cached for, by browsers and proxies. */
export const WEB_CACHE = {
  /** Vite names every file under /assets/ after its content: a new build is a new URL. */
  hashed: 'public, max-age=31536000, immutable',
  /** index.html and the unversioned files: always asked again, answered 304 when unchanged. */
  revalidated: 'no-cache',
} as const;

/**
 * The cache policy of one file. Locale files are fetched with the build's id in `?v=` (see
 * apps/web/src/lib/i18n/i18n.ts), so that URL names one build's content just as a hash would.
 */
export function cacheControlFor(path: string, query: Record<string, unknown>): string {
  if (path.startsWith('/assets/')) return WEB_CACHE.hashed;
  if (path.startsWith('/locales/') && typeof query.v === 'string' && query.v !== '') {
    return WEB_CACHE.hashed;
  }
  return WEB_CACHE.revalidated;
}

/**
 * Serves the built web app at / with a fallback to index.html for client-side routes. The build
 * writes a brotli and a gzip copy beside each text file (apps/web/vite.config.ts); the one the
 * browser accepts is sent as it is, so no request pays for compressing a static file.
 *
 * The files are listed once at start (`wildcard: false`, one route each): an API call never asks the
 * disk. Any other GET that accepts HTML is a route of the web app and gets index.html; the rest is
 * a 404 problem from Nest.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  webDistDir: string,
  isApiPath: (path: string) => boolean,
): Promise<void> {
  const dist = resolve(webDistDir);
  if (!existsSync(join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      const query = reply.request.query as Record<string, unknown>;
      void reply.header('Cache-Control', cacheControlFor(`/${relative(dist, path)}`, query));
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(path) || !acceptsHtml(request)) return reply.callNotFound();
    return reply.header('Cache-Control', WEB_CACHE.revalidated).sendFile('index.html');
  });
}

/** What Express's `req.accepts('html')` answered: HTML is listed, or anything is. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || /text\/html|\*\/\*/.test(accept);
}
