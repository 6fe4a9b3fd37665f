import { formatDate, Section, text } from '@airtime/design-system';
import type { BookingDecision } from '@airtime/domain';
import { BookingConflictList } from './BookingConflictDialog.tsx';
import * as styles from './booking.css.ts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 20, 2026, 12:00 PM' on the viewer's clock. */
function formatDecidedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/**
 * The campaign's bookings made despite competitors' events (issue 23): who went on, when, for
 * which day, and the events they were shown. Nothing when there are none.
 */
export function BookingDecisions({
  decisions,
}: {
  readonly decisions: readonly BookingDecision[] | undefined;
}) {
  if (decisions === undefined || decisions.length === 0) return null;
  return (
    <Section title="Booked despite conflicts" headingLevel={3}>
      <ul className={styles.conflicts} aria-label="Booking decisions">
        {decisions.map((decision) => (
          <li key={decision.id} className={styles.decision}>
            <span>
              {decision.user_name} booked {formatDate(decision.date)} anyway
              <span className={text({ tone: 'subtle' })}>
                {' '}
                · {formatDecidedAt(decision.decided_at)}
              </span>
            </span>
            <BookingConflictList conflicts={decision.conflicts} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
