import { useIndustries } from '@airtime/api-client';
import { Select, SelectItem } from '@airtime/design-system';
import { fieldErrorProps } from '../forms/formErrors.ts';

const NO_INDUSTRY = 'none';

/** A brand's industry, from the industries dictionary, or none. */
export function IndustrySelect({
  value,
  onChange,
  isDisabled,
  errorMessage,
}: {
  readonly value: number | null;
  readonly onChange: (industryId: number | null) => void;
  readonly isDisabled: boolean;
  readonly errorMessage: string | undefined;
}) {
  const industries = useIndustries();
  return (
    <Select
      label="Industry"
      value={value === null ? NO_INDUSTRY : String(value)}
      isDisabled={isDisabled}
      onChange={(key) => onChange(key === null || key === NO_INDUSTRY ? null : Number(key))}
      isLoading={industries.isLoading}
      {...fieldErrorProps(errorMessage)}
    >
      <SelectItem id={NO_INDUSTRY}>No industry</SelectItem>
      {(industries.data ?? []).map((item) => (
        <SelectItem key={item.id} id={String(item.id)}>
          {item.name}
        </SelectItem>
      ))}
    </Select>
  );
}
