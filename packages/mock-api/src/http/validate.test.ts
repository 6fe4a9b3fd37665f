import { describe, expect, it } from 'vitest';
import { ValidationError } from './HttpError.ts';
import { v, validate } from './validate.ts';

function errorsOf(input: unknown, schema: Parameters<typeof validate>[1]) {
  try {
    validate(input, schema);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('validate', () => {
  it.each<[string, unknown, Parameters<typeof validate>[1], Record<string, string[]> | null]>([
    [
      'a missing required field',
      {},
      { name: v.string().required() },
      { name: ['The name field is required.'] },
    ],
    [
      'a blank required field',
      { name: '   ' },
      { name: v.string().required() },
      { name: ['The name field is required.'] },
    ],
    [
      'a number where a string goes',
      { name: 3 },
      { name: v.string() },
      { name: ['The name field must be a string.'] },
    ],
    [
      'a string too long',
      { name: 'x'.repeat(256) },
      { name: v.string() },
      { name: ['The name field must not be greater than 255 characters.'] },
    ],
    [
      'an email',
      { email: 'nope' },
      { email: v.email() },
      { email: ['The email field must be a valid email address.'] },
    ],
    [
      'a url',
      { website: 'ftp://x' },
      { website: v.url() },
      { website: ['The website field must be a valid URL.'] },
    ],
    [
      'an integer',
      { budget: 1.5 },
      { budget: v.integer() },
      { budget: ['The budget field must be an integer.'] },
    ],
    [
      'an integer below its minimum',
      { budget: -1 },
      { budget: v.integer({ min: 0 }) },
      { budget: ['The budget field must be at least 0.'] },
    ],
    [
      'a boolean',
      { is_active: 'yes' },
      { is_active: v.boolean() },
      { is_active: ['The is active field must be true or false.'] },
    ],
    [
      'a choice',
      { type: 'boss' },
      { type: v.oneOf(['owner', 'backup']) },
      { type: ['The selected type is invalid.'] },
    ],
    [
      'a list item',
      { ids: ['1', 'x'] },
      { ids: v.list(v.id()) },
      { ids: ['The ids field must be an integer.'] },
    ],
    [
      'a list too long',
      { ids: [1, 2, 3] },
      { ids: v.list(v.id(), { max: 2 }) },
      { ids: ['The ids field must not have more than 2 items.'] },
    ],
    [
      'an impossible date',
      { day: '2026-02-30' },
      { day: v.date() },
      { day: ['The day field must match the format Y-m-d.'] },
    ],
    [
      'null on a non-nullable field',
      { name: null },
      { name: v.string() },
      { name: ['The name field must not be empty.'] },
    ],
    [
      'a body that is not an object',
      'text',
      { name: v.string().required() },
      { name: ['The name field is required.'] },
    ],
    [
      'valid input',
      { name: 'Acme', budget: '10', is_active: '1', ids: '1,2' },
      { name: v.string(), budget: v.integer(), is_active: v.boolean(), ids: v.list(v.id()) },
      null,
    ],
  ])('%s', (_label, input, schema, expected) => {
    expect(errorsOf(input, schema)).toEqual(expected);
  });

  it('coerces form strings, trims, and leaves absent optional fields out', () => {
    const result = validate(
      {
        name: '  Acme  ',
        budget: '10',
        is_active: 'false',
        website: '',
        ids: ['1', '2'],
        extra: 'dropped',
      },
      {
        name: v.string().required(),
        budget: v.integer(),
        is_active: v.boolean(),
        website: v.url().nullable(),
        ids: v.list(v.id()),
        industry_id: v.id(),
      },
    );
    expect(result).toEqual({
      name: 'Acme',
      budget: 10,
      is_active: false,
      website: null,
      ids: [1, 2],
    });
  });

  it('summarizes several errors the way Laravel does', () => {
    try {
      validate(
        {},
        { name: v.string().required(), type: v.string().required(), code: v.string().required() },
      );
    } catch (error) {
      expect((error as ValidationError).message).toBe(
        'The name field is required. (and 2 more errors)',
      );
      expect((error as ValidationError).status).toBe(422);
    }
  });
});
