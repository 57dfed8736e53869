import type { FastifyReply } from 'fastify';

/**
 * The headers of a file made for one signed-in person (a PDF, a workbook, an upload's bytes): kept
 * by no cache, and its type never guessed by the browser. `more` adds the download's own (its
 * language, a sandbox for uploaded bytes).
 */
export function privateDownload(reply: FastifyReply, more: Record<string, string> = {}): void {
  void reply.headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', ...more });
}
