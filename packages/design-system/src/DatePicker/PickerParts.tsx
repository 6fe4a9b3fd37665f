import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { fieldButton } from '../Field/Field.css.ts';
import { FieldPopover } from '../Field/FieldPopover.tsx';
import { calendarDialog, dateSpacer } from './DatePicker.css.ts';

/** The calendar button at the end of a date field, pushed right by a spacer. */
export function PickerButton() {
  return (
    <>
      <span className={dateSpacer} />
      <Button className={fieldButton}>
        <CalendarDays aria-hidden="true" />
      </Button>
    </>
  );
}

/** The popover that holds a picker's calendar. */
export function PickerPopover({ children }: { children: ReactNode }) {
  return (
    <FieldPopover>
      <Dialog className={calendarDialog}>{children}</Dialog>
    </FieldPopover>
  );
}
