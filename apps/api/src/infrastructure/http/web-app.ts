import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

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
export function cacheControlFor(path: string, query: Request['query']): string {
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
 */
export function serveWebApp(
  app: NestExpressApplication,
  webDistDir: string,
  isApiPath: (path: string) => boolean,
): void {
  const dist = resolve(webDistDir);
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return;
  const staticFiles = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res: ServerResponse) => {
        const req = res.req as Request;
        res.setHeader('Cache-Control', cacheControlFor(req.path, req.query));
      },
    },
  });
  // An API call never names a file: asking the disk first cost every call a stat (a profile of
  // the artisan list under load found it at 4% of the process's time).
  app.use((req: Request, res: Response, next: NextFunction) =>
    isApiPath(req.path) ? next() : staticFiles(req, res, next),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || isApiPath(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', WEB_CACHE.revalidated);
    res.sendFile(index);
  });
}
