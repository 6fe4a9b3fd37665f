import { LazySelect } from '@airtime/design-system';
import * as styles from './listFilters.css.ts';
import { firstFilter, type ListQuery } from './useListQuery.ts';

/** One choice of a filter: its URL value and what users read. */
export interface FilterOption {
  readonly id: string;
  readonly label: string;
}

const ALL = '__all__';

interface FilterSelectBaseProps {
  readonly query: Pick<ListQuery, 'filters' | 'setFilter'>;
  /** The filter's name in the URL and the API, e.g. 'status'. */
  readonly field: string;
  readonly label: string;
  readonly options: readonly FilterOption[];
}

export type FilterSelectProps = FilterSelectBaseProps &
  (
    | {
        /** The first option, which clears the filter ('All statuses'). @default 'All' */
        readonly allLabel?: string;
        readonly defaultId?: never;
      }
    | {
        /**
         * The option shown while the URL holds none of `options` (a period, 'With an IO'); no
         * 'All' option is added, and choosing this one clears the filter.
         */
        readonly defaultId: string;
        readonly allLabel?: never;
      }
  );

/**
 * A one-value filter of a list as a Select, kept in the URL (spec §2 'URL query state'). A value
 * the list does not know (a stale or edited URL) shows as the clearing option.
 */
export function FilterSelect({
  query,
  field,
  label,
  options,
  allLabel = 'All',
  defaultId,
}: FilterSelectProps) {
  const items = defaultId === undefined ? [{ id: ALL, label: allLabel }, ...options] : options;
  const clearing = defaultId ?? ALL;
  const inUrl = firstFilter(query.filters, field);
  const value = items.find((item) => item.id === inUrl)?.id ?? clearing;
  return (
    // A plain button of the Select's look until first used: most lists are read, not filtered.
    <LazySelect
      label={label}
      size="sm"
      className={styles.filterField}
      items={items}
      optionText={(item) => item.label}
      value={value}
      onChange={(key) =>
        query.setFilter(field, key === null || key === clearing ? [] : [String(key)])
      }
    />
  );
}
