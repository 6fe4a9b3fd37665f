// Pictures for stories, inline so the tests never touch the network. The colours are the
// picture's content, not styling.
function portrait(background: string, skin: string, hair: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="27" r="13" fill="${skin}"/><path d="M19 25c0-10 6-15 13-15s13 5 13 15c-3-5-8-7-13-7s-10 2-13 7z" fill="${hair}"/><path d="M8 64c2-13 12-20 24-20s22 7 24 20z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PORTRAITS = {
  jane: portrait('#CBD5E1', '#F1C7A5', '#3F2A1E'),
  omar: portrait('#FED7AA', '#A8754F', '#1F1A17'),
  li: portrait('#BBF7D0', '#EAC9A1', '#111827'),
  ada: portrait('#DDD6FE', '#D9A27C', '#7C2D12'),
} as const;

/** A path that never resolves to an image: the avatar falls back to initials. */
export const BROKEN_IMAGE = '/no-such-avatar.png';
