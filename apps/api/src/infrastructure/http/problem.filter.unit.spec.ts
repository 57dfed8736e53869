import type { ArgumentsHost } from '@nestjs/common';
import { MESSAGES } from '@artisans/domain';
import { ExpectedVersionConflictError, StaleVersionError } from '../event-store/event-store.port';
import { ProblemFilter } from './problem.filter';

/** Runs the filter on an error as if a request with this correlation id had thrown it. */
function answer(error: unknown, correlationId = 'corr-1234-abcd') {
  const sent: { status?: number; body?: Record<string, unknown> } = {};
  const response = {
    setHeader: () => response,
    status(code: number) {
      sent.status = code;
      return response;
    },
    type: () => response,
    json(body: Record<string, unknown>) {
      sent.body = body;
      return response;
    },
  };
  const request = { headers: { 'x-correlation-id': correlationId } };
  const host = {
    switchToHttp: () => ({ getResponse: () => response, getRequest: () => request }),
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
