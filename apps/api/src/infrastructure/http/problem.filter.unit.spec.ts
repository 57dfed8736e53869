import { HttpException, type ArgumentsHost } from '@nestjs/common';
import { MESSAGES } from '@artisans/domain';
import { ExpectedVersionConflictError, StaleVersionError } from '../event-store/event-store.port';
import { ProblemFilter } from './problem.filter';

/** Runs the filter on an error as if a request with this correlation id had thrown it. */
function answer(error: unknown, correlationId = 'corr-1234-abcd') {
  const sent: { status?: number; body?: Record<string, unknown> } = {};
  const reply = {
    header: () => reply,
    status(code: number) {
      sent.status = code;
      return reply;
    },
    type: () => reply,
    send(body: Record<string, unknown>) {
      sent.body = body;
      return reply;
    },
  };
  const request = { id: correlationId };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  new ProblemFilter().catch(error, host);
  return sent;
}

describe('ProblemFilter on changes that met someone else’s', () => {
  it('answers a version conflict with 409, a message for people and the correlation id, no internals', () => {
    const { status, body } = answer(new ExpectedVersionConflictError('artisan-42', 89, 90));
    expect(status).toBe(409);
    expect(body).toEqual({
      title: 'Error',
      detail: MESSAGES.changedMeanwhile,
      status: 409,
      code: 'EXPECTED_VERSION_CONFLICT',
      correlationId: 'corr-1234-abcd',
    });
    expect(JSON.stringify(body)).not.toMatch(/artisan-42|89|90|stream/);
  });

  it('answers a change made on an old version (If-Match) with 412 and what to do', () => {
    const { status, body } = answer(new StaleVersionError('artisan-42', 3, 5));
    expect(status).toBe(412);
    expect(body).toMatchObject({
      detail: MESSAGES.staleVersion,
      code: 'stale-version',
      correlationId: 'corr-1234-abcd',
    });
    expect(JSON.stringify(body)).not.toMatch(/artisan-42/);
  });
});

describe('ProblemFilter on bodies that could not be read', () => {
  // Fastify's refusals as Nest hands them over: HttpExceptions in the parser's words.
  it.each([
    [413, 'Request body is too large', 'The request body is too large.'],
    [415, 'Unsupported Media Type', 'This type of request body is not accepted: send JSON or form fields.'],
    [400, 'Request body size did not match Content-Length', 'Request body size did not match Content-Length'],
  ])('answers %i from the parser with a plain message', (status, parserWords, detail) => {
    expect(answer(new HttpException(parserWords, status))).toEqual({
      status,
      body: { title: 'Error', detail, status },
    });
  });

  it('keeps any other error a 500 with the generic message', () => {
    const { status, body } = answer(Object.assign(new Error('boom'), { statusCode: 503 }));
    expect(status).toBe(500);
    expect(body).toMatchObject({ detail: 'Something went wrong. Please try again later.' });
  });
});
