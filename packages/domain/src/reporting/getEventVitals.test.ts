import { describe, expect, it } from 'vitest';
import type { CampaignVitals } from '../model/Sponsorship.ts';
import { buildSponsorship } from './events.fixtures.ts';
import { getEventVitals } from './getEventVitals.ts';

const vitals = (clicks: number): CampaignVitals => ({
  views: null,
  clicks,
  conversions: null,
  revenue: null,
});

describe('getEventVitals', () => {
  it.each<[string, Parameters<typeof getEventVitals>[0], CampaignVitals | undefined]>([
    [
      'the planned sponsorship',
      { brand_id: 3, plannedSponsorship: buildSponsorship(3, { clicks: 1 }) },
      vitals(1),
    ],
    [
      'the planned sponsorship before the list',
      {
        brand_id: 3,
        plannedSponsorship: buildSponsorship(3, { clicks: 1 }),
        sponsorships: [buildSponsorship(3, { clicks: 2 })],
      },
      vitals(1),
    ],
    [
      "the brand's planned one among the sponsorships",
      {
        brand_id: 3,
        sponsorships: [
          buildSponsorship(3, { clicks: 2 }, false),
          buildSponsorship(4, { clicks: 3 }),
          buildSponsorship(3, { clicks: 4 }),
        ],
      },
      vitals(4),
    ],
    [
      "nothing when only other brands' or found sponsorships are there",
      {
        brand_id: 3,
        sponsorships: [
          buildSponsorship(4, { clicks: 3 }),
          buildSponsorship(3, { clicks: 2 }, false),
        ],
      },
      undefined,
    ],
    ['nothing for an unbooked event', { brand_id: null, sponsorships: [] }, undefined],
    ['nothing without sponsorships', { brand_id: 3 }, undefined],
  ])('gives %s', (_case, event, expected) => {
    expect(getEventVitals(event)).toEqual(expected);
  });
});
