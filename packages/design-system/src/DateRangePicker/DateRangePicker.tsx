import type { Ref } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  type DateValue,
  Group,
  DateRangePicker as RACDateRangePicker,
  type DateRangePickerProps as RACDateRangePickerProps,
} from 'react-aria-components/DateRangePicker';
import { rangeDash } from '../DatePicker/DatePicker.css.ts';
import { DateSegments } from '../DatePicker/DateSegments.tsx';
import { PickerRangeCalendar } from '../DatePicker/PickerCalendar.tsx';
import { PickerButton, PickerPopover } from '../DatePicker/PickerParts.tsx';
import { type FieldVariants, field, fieldBox } from '../Field/Field.css.ts';
import { FieldFrame } from '../Field/FieldFrame.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { cx } from '../utils/cx.ts';

/** The value of a DateRangePicker: `{ start, end }`. */
export type { DateRange } from 'react-aria-components/DateRangePicker';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>,
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
      <FieldFrame
        label={label}
        isLabelHidden={isLabelHidden}
        isRequired={props.isRequired}
        description={description}
        errorMessage={errorMessage}
      >
        <Group className={fieldBox({ size })}>
          <DateSegments slot="start" />
          <span aria-hidden="true" className={rangeDash}>
            –
          </span>
          <DateSegments slot="end" />
          <PickerButton />
        </Group>
      </FieldFrame>
      <PickerPopover>
        <PickerRangeCalendar />
      </PickerPopover>
    </RACDateRangePicker>
  );
}
