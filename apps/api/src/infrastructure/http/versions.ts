import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Optimistic concurrency over HTTP (RFC 9110): a changeable resource answers a strong ETag, its
 * stream version, and a change sent with If-Match applies only to that version.
 */
export const etagOf = (version: number): string => `"${version}"`;

/**
 * Sets the resource's ETag on a GET or a change's answer. The version names the stream, not the
 * representation: two people (or one person before and after a change elsewhere, such as the
 * artisan's country) can read different bodies of one version, e.g. the actions each may take. So
 * the answer is never cached (nor answered 304 from an If-None-Match: nothing here does): the ETag
 * is for If-Match.
 */
export function answerVersion(reply: FastifyReply, version: number): void {
  void reply.header('ETag', etagOf(version)).header('Cache-Control', 'no-store');
}

/**
 * The version named by If-Match: undefined when absent or `*` (API clients that do not send one
 * keep working); NaN for anything that is not an ETag this API answers, which matches no version
 * and so is refused as stale (412), as RFC 9110 asks of a tag that does not match.
 */
export function seenVersionOf(ifMatch: string | undefined): number | undefined {
  const value = ifMatch?.trim();
  if (!value || value === '*') return undefined;
  const match = /^"(\d{1,15})"$/.exec(value);
  return match ? Number(match[1]) : Number.NaN;
}

/** The parsed If-Match header of the request (see seenVersionOf). */
export const IfMatch = createParamDecorator((_: unknown, context: ExecutionContext) =>
  seenVersionOf(context.switchToHttp().getRequest<FastifyRequest>().headers['if-match']),
);
