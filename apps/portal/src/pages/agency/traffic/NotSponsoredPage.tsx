import { TrafficEvents } from '../../../areas/agency/TrafficEvents.tsx';

/** /agency/traffic/not-sponsored: aired events no brand has booked, nor traffic confirmed. */
export function NotSponsoredPage() {
  return (
    <TrafficEvents
      views="agency-traffic-not-sponsored"
      selection={{ sponsored: false }}
      label="Events not sponsored"
      empty={{
        title: 'Every aired event has a brand.',
        description: 'Aired events with no brand booked show here for review.',
      }}
    />
  );
}
