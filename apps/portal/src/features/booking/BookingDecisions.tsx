import { bookingDecisionModel, many } from '@airtime/api-client/calls';
import { formatDate, Section, text } from '@airtime/design-system';
import type { BookingDecision } from '@airtime/domain';
import { formatDateTime } from '../page/formatDateTime.ts';
import { BookingConflictList } from './BookingConflictDialog.tsx';
import * as styles from './booking.css.ts';

const readDecisions = many(bookingDecisionModel);

/**
 * The campaign detail passes its decisions through as sent (the shell's campaign model stays
 * small): those the page cannot show are left out here, never a crash.
 */
function usableDecisions(sent: unknown): readonly BookingDecision[] {
  if (!Array.isArray(sent)) return [];
  return readDecisions({ data: sent }, () => undefined);
}

/**
 * The campaign's bookings made despite competitors' events (issue 23): who went on, when, for
 * which day, and the events they were shown. Nothing when there are none.
 */
export function BookingDecisions({
  decisions: sent,
}: {
  readonly decisions: readonly BookingDecision[] | undefined;
}) {
  const decisions = usableDecisions(sent);
  if (decisions.length === 0) return null;
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
