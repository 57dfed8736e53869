import { describe, expect, it } from '@jest/globals';
import { apiErrorFromBody, GENERIC_ERROR_MESSAGE, isApiError, parseRetryAfter } from './api-error';

describe('apiErrorFromBody', () => {
  it("given a problem body, then the server's detail is the message", () => {
    const error = apiErrorFromBody(401, {
      title: 'Error',
      detail: 'Invalid credentials, please try again.',
      status: 401,
      code: 'invalid-credentials',
      violations: [{ propertyPath: 'email', message: 'This value is not valid.' }, { nonsense: true }],
    });
    expect(isApiError(error)).toBe(true);
    expect(error.message).toBe('Invalid credentials, please try again.');
    expect(error.detail).toBe('Invalid credentials, please try again.');
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid-credentials');
    expect(error.violations).toEqual([{ propertyPath: 'email', message: 'This value is not valid.' }]);
  });

  it.each([undefined, 'Bad Gateway', { detail: '' }, { detail: 42 }, null])(
    'given %p, then the generic message',
    (body) => {
      const error = apiErrorFromBody(502, body);
      expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
      expect(error.detail).toBeUndefined();
      expect(error.violations).toEqual([]);
    },
  );
});

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('reads seconds and HTTP dates as seconds from now', () => {
    expect(parseRetryAfter('720', now)).toBe(720);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:12:00 GMT', now)).toBe(720);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
  });

  it.each([null, undefined, '', 'soon', '-5'])('gives nothing for %p', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });

  it('comes with the error of a 429', () => {
    const error = apiErrorFromBody(429, { detail: 'Too many', code: 'too-many-attempts' }, '90');
    expect(error.retryAfterSeconds).toBe(90);
    expect(apiErrorFromBody(429, undefined, '90').retryAfterSeconds).toBe(90);
    expect(apiErrorFromBody(401, { detail: 'No' }).retryAfterSeconds).toBeUndefined();
  });
});
