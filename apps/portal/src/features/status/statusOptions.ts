import {
  CAMPAIGN_STATUS_TITLES,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  EVENT_PRODUCTION_STATUS_TITLES,
  EVENT_PRODUCTION_STATUSES,
  INVOICE_STATUS_TITLES,
  INVOICE_STATUSES,
  PAYOUT_STATUS_TITLES,
  PAYOUT_STATUSES,
  PLANNING_GROUP_TITLES,
  PLANNING_GROUPS,
  PRIORITIES,
  PRIORITY_TITLES,
} from '@airtime/domain';

/** One choice of a status filter: the status and what users read. */
export interface StatusOption<T extends string> {
  readonly id: T;
  readonly label: string;
}

/** A domain list as filter options, in its order, each labelled by its title. */
export function optionsOf<T extends string>(
  values: readonly T[],
  titles: Readonly<Record<T, string>>,
): readonly StatusOption<T>[] {
  return values.map((value) => ({ id: value, label: titles[value] }));
}

// Both negotiations are titled Planning (spec §4), so a list of choices says whose; users read
// 'creator' where the API says publisher.
const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  ...CAMPAIGN_STATUS_TITLES,
  'brand-negotiations': 'Planning (brand)',
  'publisher-negotiations': 'Planning (creator)',
};

/** Every campaign status as a filter option, in the domain's order, no two labels alike. */
export const CAMPAIGN_STATUS_OPTIONS = optionsOf(CAMPAIGN_STATUSES, CAMPAIGN_STATUS_LABELS);

export const PRODUCTION_STATUS_OPTIONS = optionsOf(
  EVENT_PRODUCTION_STATUSES,
  EVENT_PRODUCTION_STATUS_TITLES,
);

export const INVOICE_STATUS_OPTIONS = optionsOf(INVOICE_STATUSES, INVOICE_STATUS_TITLES);

export const PAYOUT_STATUS_OPTIONS = optionsOf(PAYOUT_STATUSES, PAYOUT_STATUS_TITLES);

export const PLANNING_GROUP_OPTIONS = optionsOf(PLANNING_GROUPS, PLANNING_GROUP_TITLES);

export const PRIORITY_OPTIONS = optionsOf(PRIORITIES, PRIORITY_TITLES);
