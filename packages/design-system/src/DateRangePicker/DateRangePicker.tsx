import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  type DateValue,
  DateRangePicker as RACDateRangePicker,
  type DateRangePickerProps as RACDateRangePickerProps,
} from 'react-aria-components/DateRangePicker';
import { rangeDash } from '../DatePicker/DatePicker.css.ts';
import { DateSegments } from '../DatePicker/DateSegments.tsx';
import { PickerRangeCalendar } from '../DatePicker/PickerCalendar.tsx';
import { PickerFieldBody, type PickerFieldProps } from '../DatePicker/PickerParts.tsx';
import { field } from '../Field/Field.css.ts';
import { cx } from '../utils/cx.ts';

/** The value of a DateRangePicker: `{ start, end }`. */
export type { DateRange } from 'react-aria-components/DateRangePicker';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>,
    PickerFieldProps {}

/**
 * A start and an end date, typed or picked in one month calendar, on React Aria's
 * DateRangePicker. The value is `{ start, end }` of `CalendarDate`s; an end before the start is
 * invalid.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  isLabelHidden,
  description,
  errorMessage,
  size,
  shouldForceLeadingZeros = true,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker
      {...props}
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      className={composeRenderProps(className, (extra) => cx(field, extra))}
    >
      <PickerFieldBody
        label={label}
        isLabelHidden={isLabelHidden}
        isRequired={props.isRequired}
        description={description}
        errorMessage={errorMessage}
        size={size}
        calendar={<PickerRangeCalendar />}
      >
        <DateSegments slot="start" />
        <span aria-hidden="true" className={rangeDash}>
          –
        </span>
        <DateSegments slot="end" />
      </PickerFieldBody>
    </RACDateRangePicker>
  );
}
