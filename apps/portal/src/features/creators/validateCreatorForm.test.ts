import { describe, expect, it } from 'vitest';
import { readEmails, validateCreatorForm } from './validateCreatorForm.ts';

describe('validateCreatorForm', () => {
  it('reads one address per line, commas too, without blanks or repeats', () => {
    expect(readEmails(' a@x.io\n\nb@x.io, a@x.io ')).toEqual(['a@x.io', 'b@x.io']);
  });

  it.each([
    [{ name: 'Ann', emails: 'ann@x.io' }, false, {}],
    [{ name: '  ', emails: '' }, false, { name: 'Enter the creator’s name.' }],
    [
      { name: 'Ann', emails: 'ann@x' },
      false,
      { outreach_emails: '“ann@x” is not an email address.' },
    ],
    [{ name: 'Ann', emails: '' }, true, { outreach_emails: 'Keep at least one address.' }],
    [
      { name: 'Ann', emails: Array.from({ length: 11 }, (_, i) => `a${i}@x.io`).join('\n') },
      false,
      { outreach_emails: 'Keep at most 10 addresses.' },
    ],
  ])('%j (had emails: %s) gives %j', (values, hadEmails, expected) => {
    const errors = validateCreatorForm(values, hadEmails);
    expect(Object.fromEntries(Object.entries(errors).filter(([, message]) => message))).toEqual(
      expected,
    );
  });
});
