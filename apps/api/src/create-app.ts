import 'reflect-metadata';
import { join } from 'node:path';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '@artisans/platform';
import { AppModule } from './app.module';
import { readCorrelationId } from './infrastructure/http/correlation-id';
import { acceptEmptyJsonBodies, JSON_BODY_LIMIT } from './infrastructure/http/json-body';
import { logRequests } from './infrastructure/http/request-log';
import { answerHeaders } from './infrastructure/http/security-headers';
import { serveWebApp } from './infrastructure/http/web-app';

/** Paths the API owns (SPEC.md section 7); everything else is the web app. */
const API_PATH =
  /^\/(api|health|user|artisan|auth)(\/|$)|^\/[a-z-]+-(action|request|email|hash|login|exitsts|artisan|list)(\/|$)|^\/organizations\/|^\/config\.json$/;

/**
 * The API on Nest's Fastify adapter (ADR 0009): a profile of the artisan list under load found
 * Express's router and response at some 10% of a request, and its middleware chain around them.
 */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const adapter = new FastifyAdapter({
    // Only the configured proxies may name the client in X-Forwarded-For (none by default): the
    // attempt limits count per client address, and a client must not choose its own.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT,
    // An idle kept-alive connection outlives the proxies' own idle timeouts (60 s on most load
    // balancers) and a client's pause between two requests: with Node's 5 s, a client that sent its
    // next request just as the server closed the connection got a reset instead of an answer.
    keepAliveTimeout: 65_000,
    // The correlation id is the request's id: commands record it, errors and the log name it.
    genReqId: readCorrelationId,
    // Paths are matched as the Express app matched them: /api/artisans/ is /api/artisans, and a
    // path parameter may hold a whole signed token (the unsubscribe link's), not only 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // JSON and forms are parsed below (json-body.ts, @fastify/formbody), multipart by its routes.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  fastify.server.headersTimeout = 66_000;
  answerHeaders(fastify);
  logRequests(fastify, () => PinoLogger.root);

  // Answers above 1 KB (the artisan list's JSON, above all) travel compressed; the web app's own
  // files are compressed once at build time and skip this (they already carry Content-Encoding).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(formBody, { bodyLimit: JSON_BODY_LIMIT });
  // Multipart bodies are read by the routes that take them (multipart.ts), with their own limits.
  await app.register(multipart);
  acceptEmptyJsonBodies(fastify);

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

  await serveWebApp(app, config.WEB_DIST_DIR ?? join(__dirname, '../../web/dist'), (path) =>
    API_PATH.test(path),
  );
  return app;
}

/**
 * Listens on every interface, as Node's own default does: Fastify's default is localhost only,
 * which a container or a second machine could not reach. IPv6 (dual stack) where the machine has
 * it, IPv4 otherwise.
 */
export async function listenOnEveryInterface(app: INestApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as { code?: string }).code !== 'EAFNOSUPPORT') throw error;
    await app.listen(port, '0.0.0.0');
  }
}
