/** Where a mention starts in the content, as a player shows it: '0:45', '12:05', '1:02:03'. */
export function formatMentionTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The video at the mention, when the event has a web address ('t' is what players read). */
export function mentionUrl(url: string | null, seconds: number): string | null {
  if (url === null) return null;
  try {
    const at = new URL(url);
    at.searchParams.set('t', String(Math.max(0, Math.floor(seconds))));
    return at.toString();
  } catch {
    return null;
  }
}
