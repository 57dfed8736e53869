import { describe, expect, it } from '@jest/globals';
import { apiErrorFromBody, GENERIC_ERROR_MESSAGE, isApiError } from './api-error';

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
