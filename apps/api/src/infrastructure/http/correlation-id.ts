import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const HEADER = 'x-correlation-id';
const VALID = /^[\w-]{8,64}$/;

/**
 * Every request's id (Fastify's `genReqId`): the caller's X-Correlation-Id when it sent a usable
 * one, a new one otherwise. Commands record it in their events' metadata, errors answer it, the log
 * names it, and the response header returns it (create-app.ts).
 */
export function readCorrelationId(request: IncomingMessage): string {
  const sent = request.headers[HEADER];
  return typeof sent === 'string' && VALID.test(sent) ? sent : randomUUID();
}

export function correlationIdOf(request: { id: string }): string {
  return request.id;
}
