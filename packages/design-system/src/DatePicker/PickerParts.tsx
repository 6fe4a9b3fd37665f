import { CalendarDays } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button, Group } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { type FieldVariants, fieldBox, fieldButton } from '../Field/Field.css.ts';
import { FieldFrame, type FieldFrameProps } from '../Field/FieldFrame.tsx';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import type { FieldLabelProps } from '../Field/FieldProps.ts';
import { calendarDialog, dateSpacer } from './DatePicker.css.ts';

/** What DatePicker and DateRangePicker take besides React Aria's props. */
export interface PickerFieldProps extends FieldLabelProps, FieldVariants {
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

interface PickerFieldBodyProps extends FieldFrameProps {
  size?: FieldVariants['size'] | undefined;
  /** The calendar in the popover. */
  calendar: ReactNode;
}

/**
 * Inside a date picker: the label, the box of date segments (`children`) ending in the calendar
 * button, the help text, and the popover with the calendar.
 */
export function PickerFieldBody({ size, calendar, children, ...frame }: PickerFieldBodyProps) {
  return (
    <>
      <FieldFrame {...frame}>
        <Group className={fieldBox({ size })}>
          {children}
          <span className={dateSpacer} />
          <Button className={fieldButton}>
            <CalendarDays aria-hidden="true" />
          </Button>
        </Group>
      </FieldFrame>
      <FieldPopover>
        <Dialog className={calendarDialog}>{calendar}</Dialog>
      </FieldPopover>
    </>
  );
}
