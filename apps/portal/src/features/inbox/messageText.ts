/** A piece of a message body: plain text, or a link the reader can follow. */
export type MessageSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

// http(s) addresses and bare www. ones; anything else (javascript:, data:, mailto:) stays text.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Punctuation that usually ends the sentence around a link rather than the link itself.
const TRAILING = /[.,;:!?)\]}]+$/;

/** The address a link opens: www. ones get https; only http(s) is ever returned. */
function hrefOf(text: string): string | null {
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A message body cut into text and links. Bodies are shown as text (any HTML in them stays
 * visible markup, never parsed); only web addresses become links.
 */
export function splitMessageText(body: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let rest = 0;
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.kind === 'text')
      segments[segments.length - 1] = { kind: 'text', text: last.text + text };
    else segments.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(LINK)) {
    const start = match.index;
    let text = match[0];
    // A closing bracket belongs to the link only when the link opened one (wiki-style URLs).
    const trailing = TRAILING.exec(text)?.[0] ?? '';
    let kept = trailing;
    while (kept.endsWith(')') && text.slice(0, -kept.length).includes('('))
      kept = kept.slice(0, -1);
    text = text.slice(0, text.length - kept.length);
    const href = hrefOf(text);
    pushText(body.slice(rest, start));
    if (href === null) pushText(text);
    else segments.push({ kind: 'link', text, href });
    rest = start + text.length;
  }
  pushText(body.slice(rest));
  return segments;
}
