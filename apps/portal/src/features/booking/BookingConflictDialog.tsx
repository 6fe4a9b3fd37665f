import { ConfirmDialog, formatDate, text } from '@airtime/design-system';
import type { BookingConflict } from '@airtime/domain';
import * as styles from './booking.css.ts';

export interface BookingConflictDialogProps {
  /** The creator's events for competing brands near the booking, by day. */
  readonly conflicts: readonly BookingConflict[];
  /** The booking brand's window, days either side. */
  readonly windowDays: number;
  /** The day being booked, yyyy-MM-dd. */
  readonly date: string;
  readonly onBook: () => void;
  readonly onCancel: () => void;
}

/** The conflicting events, each with its day and brand: 'Dec 10, 2026 · Ep. 12 · Acme'. */
export function BookingConflictList({
  conflicts,
}: {
  readonly conflicts: readonly BookingConflict[];
}) {
  return (
    <ul className={styles.conflicts} aria-label="Conflicting events">
      {conflicts.map((conflict) => (
        <li key={conflict.event_id} className={styles.conflict}>
          <span className={text({ tone: 'subtle' })}>{formatDate(conflict.date)}</span>
          <span>
            {conflict.title} · <strong>{conflict.brand_name}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Warns before a booking next to a competitor's event (issue 23): names the conflicting events
 * and lets the user book anyway (recorded on the campaign) or cancel, which leaves the form as
 * it was typed.
 */
export function BookingConflictDialog({
  conflicts,
  windowDays,
  date,
  onBook,
  onCancel,
}: BookingConflictDialogProps) {
  const count = conflicts.length;
  return (
    <ConfirmDialog
      isOpen
      title={
        count === 1 ? 'A competitor is booked nearby' : `${count} competitors are booked nearby`
      }
      message={
        <>
          <p>
            The creator has {count === 1 ? 'an event' : `${count} events`} for a competing brand
            within {windowDays} {windowDays === 1 ? 'day' : 'days'} of {formatDate(date)}:
          </p>
          <BookingConflictList conflicts={conflicts} />
          <p>Booking anyway records your decision on the campaign.</p>
        </>
      }
      confirmLabel="Book anyway"
      cancelLabel="Cancel"
      onConfirm={onBook}
      onCancel={onCancel}
    />
  );
}
