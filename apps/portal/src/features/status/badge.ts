import type { ChartTone, StatusBadgeProps } from '@airtime/design-system';

// The domain knows statuses, the design system tones (StatusBadge says what each means): here the
// portal picks one tone per status, the same in every app, in one map per area beside this file
// (campaign, production, finance and record badges). Badges read them through the `*Badge`
// functions, charts through `*Tone` (a chart's slice, bar or series of a status is painted as that
// status's badge dot), so a chart and a table agree. By area, so that a page's chunks hold only
// the maps it shows (the creator home shows a brand's decision only).

export type Tone = NonNullable<StatusBadgeProps['tone']> & ChartTone;

/** What a StatusBadge shows for a status: the label users read and its tone. */
export interface Badge {
  readonly label: string;
  readonly tone: Tone;
}

/** A status's badge from the domain's titles and the portal's tones, both keyed by status. */
export function badgeBy<Status extends string>(
  titles: Readonly<Record<Status, string>>,
  tones: Readonly<Record<Status, Tone>>,
): (status: Status) => Badge {
  return (status) => ({ label: titles[status], tone: tones[status] });
}

/** A yes-or-no fact's badge: `yes` when it holds. */
export function eitherBadge(yes: Badge, no: Badge): (holds: boolean) => Badge {
  return (holds) => (holds ? yes : no);
}
