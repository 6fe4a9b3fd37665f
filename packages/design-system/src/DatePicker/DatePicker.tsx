import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  type DateValue,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components/DatePicker';
import { field } from '../Field/Field.css.ts';
import { cx } from '../utils/cx.ts';
import { DateSegments } from './DateSegments.tsx';
import { PickerCalendar } from './PickerCalendar.tsx';
import { PickerFieldBody, type PickerFieldProps } from './PickerParts.tsx';

/** A calendar date (`CalendarDate` from `@internationalized/date`), with or without a time. */
export type { DateValue } from 'react-aria-components/DatePicker';

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>,
    PickerFieldProps {}

/**
 * A date typed segment by segment or picked from a month calendar, on React Aria's DatePicker.
 * Values are `CalendarDate`s from `@internationalized/date` (`parseDate('2024-03-05')`), so a
 * date is the same day in every time zone.
 */
export function DatePicker<T extends DateValue>({
  label,
  isLabelHidden,
  description,
  errorMessage,
  size,
  shouldForceLeadingZeros = true,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker
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
        calendar={<PickerCalendar />}
      >
        <DateSegments />
      </PickerFieldBody>
    </RACDatePicker>
  );
}
