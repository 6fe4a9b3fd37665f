/** Whether a website is an http(s) URL, as the API requires. */
export function isWebsite(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);
}
