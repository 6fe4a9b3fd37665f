/** Whether `href` is an absolute http(s) address: what an external link may open. */
export function isWebUrl(href: string | undefined): boolean {
  if (href === undefined) return false;
  try {
    const { protocol } = new URL(href.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
