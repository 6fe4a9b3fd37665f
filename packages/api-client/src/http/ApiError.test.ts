import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, toApiError } from './ApiError.ts';

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = errorFromResponse(422, { message: 'Nope.' }, 'POST', '/api/brands');
    expect(toApiError(error)).toBe(error);
  });

  it.each([
    [new TypeError('boom'), 'unknown', 'Something went wrong. Please try again.'],
    ['a string', 'unknown', 'Something went wrong. Please try again.'],
    [undefined, 'unknown', 'Something went wrong. Please try again.'],
    [new DOMException('Aborted.', 'AbortError'), 'aborted', 'The request was cancelled.'],
    [
      new DOMException('Timed out.', 'TimeoutError'),
      'timeout',
      'The server took too long to answer. Please try again.',
    ],
  ])('wraps %o as kind %s, the original as its cause', (caught, kind, message) => {
    const error = toApiError(caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind, status: 0, message, method: '', url: '', errors: {} });
    expect(error.cause).toBe(caught);
    expect(error.fieldError('name')).toBeUndefined();
  });
});
