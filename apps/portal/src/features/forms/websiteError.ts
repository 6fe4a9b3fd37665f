import { isWebsite } from './isWebsite.ts';

/** The message under a website field: none when it is empty or a full address. */
export function websiteError(website: string): { readonly website?: string } {
  const value = website.trim();
  return value === '' || isWebsite(value)
    ? {}
    : { website: 'Enter a full address starting with https:// or http://.' };
}
