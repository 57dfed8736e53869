import 'reflect-metadata';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '@artisans/platform';
import { AppModule } from './app.module';
import { correlationIds } from './infrastructure/http/correlation-id';
import { serveWebApp } from './infrastructure/http/web-app';

/** Paths the API owns (SPEC.md section 7); everything else is the web app. */
const API_PATH =
  /^\/(api|health|user|artisan|auth)(\/|$)|^\/[a-z-]+-(action|request|email|hash|login|exitsts|artisan|list)(\/|$)|^\/organizations\/|^\/config\.json$/;

export async function createApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  // An idle kept-alive connection outlives the proxies' own idle timeouts (60 s on most load
  // balancers) and a client's pause between two requests: with Node's 5 s, a client that sent its
  // next request just as the server closed the connection got a reset instead of an answer.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Only the configured proxies may name the client in X-Forwarded-For (none by default): the
  // attempt limits count per client address, and a client must not choose its own.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          // The main video plays from an object URL (its bytes need the bearer token).
          'media-src': ["'self'", 'blob:'],
          'script-src': ["'self'"],
        },
      },
    }),
  );
  // Answers above 1 KB (the artisan list's JSON, above all) travel compressed; the web app's own
  // files are compressed once at build time and skip this (they already carry Content-Encoding).
  app.use(compression({ threshold: 1024 }));
  app.use(
    correlationIds,
    express.json({ limit: '1mb' }),
    express.urlencoded({ extended: false, limit: '1mb' }),
    bodyParserErrors,
  );

  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Artisans of Excellence API')
      .setDescription(
        'HTTP API of the artisan evaluation tool. Paths and field names follow SPEC.md section 7.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs.json' });

  serveWebApp(app, config.WEB_DIST_DIR ?? join(__dirname, '../../web/dist'), (path) => API_PATH.test(path));
  return app;
}

/** A body that cannot be read is the client's mistake: 400 or 413 with a plain message. */
function bodyParserErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const { status, type } = (error ?? {}) as { status?: number; type?: string };
  if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
  const detail =
    type === 'entity.parse.failed'
      ? 'The request body is not valid JSON.'
      : type === 'entity.too.large'
        ? 'The request body is too large.'
        : 'The request body could not be read.';
  res.status(status).type('application/problem+json').json({ title: 'Error', detail, status });
}
