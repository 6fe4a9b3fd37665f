import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  type DateValue,
  Group,
  DatePicker as RACDatePicker,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components/DatePicker';
import { type FieldVariants, field, fieldBox } from '../Field/Field.css.ts';
import { FieldFrame } from '../Field/FieldFrame.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { cx } from '../utils/cx.ts';
import { DateSegments } from './DateSegments.tsx';
import { PickerCalendar } from './PickerCalendar.tsx';
import { PickerButton, PickerPopover } from './PickerParts.tsx';

/** A calendar date (`CalendarDate` from `@internationalized/date`), with or without a time. */
export type { DateValue } from 'react-aria-components/DatePicker';

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>,
    FieldLabelProps,
    FieldVariants {
  /**
   * Height: sm 28 px, md 32 px, lg 40 px.
   * @default 'md'
   */
  size?: FieldVariants['size'];
  /**
   * Pads months and days to two digits (03/05/2024), as dates are written across the app.
   * @default true
   */
  shouldForceLeadingZeros?: boolean;
  /**
   * The field's root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}

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
      <FieldFrame
        label={label}
        isLabelHidden={isLabelHidden}
        isRequired={props.isRequired}
        description={description}
        errorMessage={errorMessage}
      >
        <Group className={fieldBox({ size })}>
          <DateSegments />
          <PickerButton />
        </Group>
      </FieldFrame>
      <PickerPopover>
        <PickerCalendar />
      </PickerPopover>
    </RACDatePicker>
  );
}
