import { TrafficEvents } from '../../../areas/agency/TrafficEvents.tsx';

/**
 * /agency/traffic/sponsored: aired events where matching found possible sponsorships, a review
 * queue: a row opens its review, and a decided event leaves.
 */
export function SponsoredPage() {
  return (
    <TrafficEvents
      views="agency-traffic-sponsored"
      selection={{ has_potential_matches: true }}
      label="Potentially sponsored events"
      isReviewQueue
      empty={{
        title: 'No aired event has potential matches.',
        description: 'Events show here when traffic matching finds a brand mention to claim.',
      }}
    />
  );
}
