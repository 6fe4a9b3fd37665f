/** Messages under the creator form's fields; undefined where a field is fine. */
export interface CreatorFormErrors {
  readonly name?: string | undefined;
  readonly outreach_emails?: string | undefined;
  readonly repCm?: string | undefined;
  readonly repTcp?: string | undefined;
}

/** At most this many outreach addresses (the API's limit). */
export const MAX_OUTREACH_EMAILS = 10;

// A light check (something@something.tld); the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses of the emails field: one per line (commas work too), blanks and repeats dropped. */
export function readEmails(text: string): string[] {
  const emails = text
    .split(/[\n,;]/)
    .map((email) => email.trim())
    .filter((email) => email !== '');
  return [...new Set(emails)];
}

/** What is wrong with the creator form before it is sent. */
export function validateCreatorForm(
  values: { readonly name: string; readonly emails: string },
  hadEmails: boolean,
): CreatorFormErrors {
  const emails = readEmails(values.emails);
  const invalid = emails.find((email) => !EMAIL.test(email));
  return {
    name: values.name.trim() === '' ? 'Enter the creator’s name.' : undefined,
    outreach_emails:
      invalid !== undefined
        ? `“${invalid}” is not an email address.`
        : emails.length > MAX_OUTREACH_EMAILS
          ? `Keep at most ${MAX_OUTREACH_EMAILS} addresses.`
          : emails.length === 0 && hadEmails
            ? 'Keep at least one address.'
            : undefined,
  };
}
