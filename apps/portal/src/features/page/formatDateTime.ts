import { EMPTY_VALUE } from '@airtime/design-system';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO date-time on the viewer's clock, 'Nov 20, 2026, 2:59 PM'; an em dash when empty. */
export function formatDateTime(value: string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? EMPTY_VALUE : dateTime.format(date);
}
