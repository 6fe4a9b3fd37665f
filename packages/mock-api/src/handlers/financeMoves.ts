import { AGENCY_CHANNEL, type StatusChange } from '@airtime/domain';
import { fieldError } from '../http/HttpError.ts';
import type { UserContext } from '../http/route.ts';

// What invoice and payout status moves share: the refusal of a move the domain does not offer,
// the audit line (status, when, who), and the broadcast that refreshes other finance pages.

/** 422 on `status` unless `to` is one of the moves `from` offers. */
export function checkMove<S extends string>(
  from: S,
  to: S,
  moves: readonly S[],
  titles: Readonly<Record<S, string>>,
): void {
  if (!moves.includes(to)) {
    fieldError(
      'status',
      moves.length === 0
        ? `A ${titles[from].toLowerCase()} record cannot move any further.`
        : `The status can move from ${titles[from]} only to ${moves.map((move) => titles[move]).join(' or ')}.`,
    );
  }
}

/** The audit line of a move by the acting user. */
export function statusChange<S extends string>(
  context: UserContext<string>,
  status: S,
  at: string,
): StatusChange<S> {
  const { user } = context;
  return { status, at, by: `${user.firstname} ${user.lastname}`.trim() };
}

/** yyyy-MM-dd `days` after a yyyy-MM-dd day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last day of a 'yyyy-MM' month. */
export function monthBounds(month: string): { start: string; end: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  return { start: `${month}-01`, end };
}

/** Finance pages of agency staff refresh on these (decisions §5's agency channel). */
export function publishFinance(
  context: UserContext<string>,
  event: 'invoice.updated' | 'payout.updated',
  record: unknown,
): void {
  context.publish(AGENCY_CHANNEL, event, record);
}

/** A 'yyyy-MM' month filter. */
export const MONTH = {
  pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
  patternMessage: 'The :attribute field must be a month, yyyy-MM.',
};
