import { formatDate, Section, text } from '@airtime/design-system';
import type { BookingDecision } from '@airtime/domain';
import { formatDateTime } from '../page/formatDateTime.ts';
import { BookingConflictList } from './BookingConflictDialog.tsx';
import * as styles from './booking.css.ts';

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
                · {formatDateTime(decision.decided_at)}
              </span>
            </span>
            <BookingConflictList conflicts={decision.conflicts} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
