import { EmptyState, formatDate, formatMoney, text } from '@airtime/design-system';
import type { Event } from '@airtime/domain';
import * as styles from './campaign.css.ts';

/** When an event aired, or is planned to: 'Aired Nov 02, 2026'. */
function eventDay(event: Event): string {
  if (event.aired_date !== null) return `Aired ${formatDate(event.aired_date)}`;
  if (event.planned_date !== null) return `Planned ${formatDate(event.planned_date)}`;
  return 'Not scheduled';
}

/** The campaign's booked events by date: when, what, and the brand's rate. */
export function CampaignEvents({ events }: { readonly events: readonly Event[] | undefined }) {
  if (events === undefined || events.length === 0)
    return (
      <EmptyState
        size="sm"
        title="No events booked yet."
        description="Events appear here once airings are booked for the campaign."
      />
    );
  return (
    <ul className={styles.events} aria-label="Events">
      {events.map((event) => (
        <li key={event.id} className={styles.eventRow}>
          <span className={text({ tone: 'subtle' })}>{eventDay(event)}</span>
          <span>{event.title}</span>
          <span className={styles.figure}>{formatMoney(event.rate)}</span>
        </li>
      ))}
    </ul>
  );
}
