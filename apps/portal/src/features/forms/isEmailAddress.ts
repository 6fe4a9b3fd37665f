// A light check (something@something.tld); the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a (trimmed) text looks like an email address: something@something.tld. */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}
