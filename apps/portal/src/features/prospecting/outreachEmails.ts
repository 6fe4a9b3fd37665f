// A prospect's outreach emails as the API keeps them (PUT /api/creators/{id}: at most 10, each an
// email address, duplicates dropped).

/** At most this many outreach emails per creator. */
export const MAX_OUTREACH_EMAILS = 10;

/** An email address as forms check it before sending; the server has the last word. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses once each, case-insensitively, in their first spelling and order. */
export function uniqueEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The addresses after the edit: `email` in place of `previous`, or added at the end. */
export function withEmail(emails: readonly string[], email: string, previous?: string): string[] {
  return uniqueEmails(
    previous !== undefined && emails.includes(previous)
      ? emails.map((item) => (item === previous ? email : item))
      : [...emails, email],
  );
}

/** What the form says about an address before sending it, or undefined when it may go. */
export function emailProblem(
  emails: readonly string[],
  email: string,
  previous?: string,
): string | undefined {
  if (!EMAIL.test(email)) return 'Enter an email address.';
  const others = emails.filter((item) => item !== previous).map((item) => item.toLowerCase());
  if (others.includes(email.toLowerCase())) return 'This address is already on the list.';
  if (previous === undefined && emails.length >= MAX_OUTREACH_EMAILS)
    return `A prospect has at most ${MAX_OUTREACH_EMAILS} outreach emails.`;
  return undefined;
}
