import type {
  TableColumn,
  TableRowGroup,
  TableRowGroups,
  TableRowTone,
} from '@airtime/design-system';
import {
  compareProductionGroups,
  EVENT_PRODUCTION_STATUS_TITLES,
  type EventProduction,
  getEventDay,
  getProductionAlert,
  getProductionGroup,
  type ProductionGroup,
  type ProductionGrouping,
  type ProductionGroupSubject,
} from '@airtime/domain';
import { useMemo } from 'react';
import { ImportantBadge, ProductionStatusBadge } from '../status/StatusBadges.tsx';
import * as styles from './productionGroups.css.ts';

// The production board by what needs doing (issue 24): its rows under a header per day or status
// (the domain's getProductionGroup and compareProductionGroups), the finished folded under their
// count, and a late or moving row marked with a tone and its words.

/** What the domain's rules read of a production: its status and its event's day. */
export function getProductionSubject(production: EventProduction): ProductionGroupSubject {
  return {
    status: production.status,
    day: production.event === undefined ? null : getEventDay(production.event),
  };
}

/** A group's header: 'Monday, Nov 23 (today)', 'No day yet', 'Aired or cancelled', 'Past Due'. */
export function getProductionGroupTitle(group: ProductionGroup, today: string): string {
  switch (group.kind) {
    case 'day':
      if (group.day === null) return 'No day yet';
      return `${DAY_TITLE.format(new Date(`${group.day}T00:00:00Z`))}${group.day === today ? ' (today)' : ''}`;
    case 'finished':
      return 'Aired or cancelled';
    case 'status':
      return EVENT_PRODUCTION_STATUS_TITLES[group.status];
  }
}

// A calendar day read in UTC, so the viewer's zone never moves it to the day before.
const DAY_TITLE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const countLabel = (count: number) => `${count} ${count === 1 ? 'production' : 'productions'}`;

const TONES = { 'past-due': 'critical', moving: 'warning' } as const satisfies Record<
  string,
  TableRowTone
>;

/**
 * The Table's groups of the loaded productions under a grouping, in the domain's order, and each
 * row's tone (past due critical, moving warning) as of `today` (yyyy-MM-dd).
 */
export function useProductionGroups(
  productions: readonly EventProduction[],
  grouping: ProductionGrouping,
  today: string,
): {
  rowGroups: TableRowGroups<EventProduction>;
  rowTone: (production: EventProduction) => TableRowTone | undefined;
} {
  const rowGroups = useMemo(() => {
    const groupOf = (production: EventProduction) =>
      getProductionGroup(getProductionSubject(production), grouping);
    const found = new Map<string, ProductionGroup>();
    for (const production of productions) {
      const group = groupOf(production);
      found.set(group.key, group);
    }
    const groups: TableRowGroup[] = [...found.values()]
      .sort(compareProductionGroups)
      .map((group) => ({
        key: group.key,
        title: getProductionGroupTitle(group, today),
        isCollapsible: group.isFinished,
      }));
    return {
      groups,
      groupOf: (production: EventProduction) => groupOf(production).key,
      countLabel,
    };
  }, [productions, grouping, today]);
  const rowTone = useMemo(
    () => (production: EventProduction) => {
      const alert = getProductionAlert(getProductionSubject(production), today);
      return alert === null ? undefined : TONES[alert];
    },
    [today],
  );
  return { rowGroups, rowTone };
}

/**
 * The board's Event column: the title, then why the row stands out ('Past Due', 'Moving': the
 * words beside its tone) and whether it is important, so both read at a glance.
 */
export function boardTitleColumn(
  title: TableColumn<EventProduction>,
  today: string,
): TableColumn<EventProduction> {
  return {
    ...title,
    cell: (production) => {
      const alert = getProductionAlert(getProductionSubject(production), today);
      return (
        <span className={styles.titleCell}>
          <span className={styles.title}>{title.value?.(production) as string}</span>
          {alert !== null && <ProductionStatusBadge status={alert} />}
          {production.is_important && <ImportantBadge />}
        </span>
      );
    },
  };
}
