import { expect, it } from 'vitest';
import { isEmailAddress } from './isEmailAddress.ts';

it.each([
  ['name@example.com', true],
  ['first.last+tag@mail.example.co.uk', true],
  ['name@example', false],
  ['name.example.com', false],
  ['name @example.com', false],
  ['@example.com', false],
  ['', false],
])('%j is an email address: %s', (text, expected) => {
  expect(isEmailAddress(text)).toBe(expected);
});
