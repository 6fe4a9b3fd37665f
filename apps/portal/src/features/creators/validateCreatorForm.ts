import { isEmailAddress } from '../forms/isEmailAddress.ts';

/** The creator form's fields, named as the server names them. */
export type CreatorFormField = 'name' | 'outreach_emails';

/** Messages under the creator form's fields; none for a field that is fine. */
export type CreatorFormErrors = Partial<Record<CreatorFormField, string>>;

/** At most this many outreach addresses (the API's limit). */
export const MAX_OUTREACH_EMAILS = 10;

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
  const invalid = emails.find((email) => !isEmailAddress(email));
  const emailError =
    invalid !== undefined
      ? `“${invalid}” is not an email address.`
      : emails.length > MAX_OUTREACH_EMAILS
        ? `Keep at most ${MAX_OUTREACH_EMAILS} addresses.`
        : emails.length === 0 && hadEmails
          ? 'Keep at least one address.'
          : undefined;
  return {
    ...(values.name.trim() === '' ? { name: 'Enter the creator’s name.' } : {}),
    ...(emailError === undefined ? {} : { outreach_emails: emailError }),
  };
}
