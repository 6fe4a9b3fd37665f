import { ApiError } from '@airtime/api-client';
import { describe, expect, it } from 'vitest';
import { isWebsite, toFieldErrors } from './fieldErrors.ts';

const apiError = (status: number, message: string, errors?: Record<string, string[]>) =>
  new ApiError({
    kind: 'http',
    status,
    message,
    method: 'PUT',
    url: '/api/x',
    ...(errors ? { errors } : {}),
  });

describe('toFieldErrors', () => {
  it('puts a 422 under its fields', () => {
    expect(
      toFieldErrors(apiError(422, 'Invalid', { name: ['Taken.'], other: ['x'] }), [
        'name',
        'website',
      ]),
    ).toEqual({ name: 'Taken.' });
  });

  it('puts any other refusal on the form', () => {
    expect(toFieldErrors(apiError(403, 'Read-only.'), ['name'])).toEqual({ form: 'Read-only.' });
    expect(toFieldErrors(new Error('boom'), ['name']).form).toMatch(/Something went wrong/);
  });
});

describe('isWebsite', () => {
  it.each([
    ['https://acme.com', true],
    ['http://acme.com/x', true],
    ['acme.com', false],
    ['ftp://acme.com', false],
  ])('%s: %s', (value, expected) => {
    expect(isWebsite(value)).toBe(expected);
  });
});
