/** Reads a cookie by name; the default reads `document.cookie`. */
export type CookieReader = (name: string) => string | undefined;

/** A cookie of `document.cookie`, URL-decoded (Laravel encodes XSRF-TOKEN); none outside a page. */
export const readDocumentCookie: CookieReader = (name) => {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(index + 1).trim());
    } catch {
      return pair.slice(index + 1).trim();
    }
  }
  return undefined;
};
