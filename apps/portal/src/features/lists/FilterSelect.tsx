import { Select, SelectItem } from '@airtime/design-system';

export interface FilterOption {
  readonly id: string;
  readonly label: string;
}

const ALL = '__all__';

export interface FilterSelectProps {
  readonly label: string;
  readonly options: readonly FilterOption[];
  /** The chosen option's id; undefined is the `allLabel` option. */
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
  /** An option that clears the filter ('All statuses'); without it every option is in `options`. */
  readonly allLabel?: string;
}

/** One list filter as a Select, optionally with an option that clears it. */
export function FilterSelect({ label, options, value, onChange, allLabel }: FilterSelectProps) {
  const known = options.some((option) => option.id === value);
  return (
    <Select
      label={label}
      size="sm"
      value={known && value !== undefined ? value : allLabel === undefined ? null : ALL}
      onChange={(key) => onChange(key === ALL || key === null ? undefined : String(key))}
    >
      {allLabel !== undefined && <SelectItem id={ALL}>{allLabel}</SelectItem>}
      {options.map((option) => (
        <SelectItem key={option.id} id={option.id}>
          {option.label}
        </SelectItem>
      ))}
    </Select>
  );
}
