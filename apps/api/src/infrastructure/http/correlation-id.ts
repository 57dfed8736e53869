import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const HEADER = 'x-correlation-id';
const VALID = /^[\w-]{8,64}$/;

/**
 * Gives every request one correlation id, the caller's when it sent a usable one: commands record
 * it in their events' metadata, errors answer it, and the response header returns it.
 */
export function correlationIds(req: Request, res: Response, next: NextFunction): void {
  const sent = req.header(HEADER);
  const id = sent && VALID.test(sent) ? sent : randomUUID();
  req.headers[HEADER] = id;
  res.setHeader('X-Correlation-Id', id);
  next();
}

export function correlationIdOf(req: Request): string | undefined {
  const id = req.headers[HEADER];
  return typeof id === 'string' ? id : undefined;
}
