import { DateInput, type DateInputProps, DateSegment } from 'react-aria-components/DatePicker';
import { dateInput, dateSegment } from './DatePicker.css.ts';

/** The month, day and year segments of a date field, each a spin button typed or stepped with arrows. */
export function DateSegments(props: Omit<DateInputProps, 'children' | 'className'>) {
  return (
    <DateInput {...props} className={dateInput}>
      {(segment) => <DateSegment segment={segment} className={dateSegment} />}
    </DateInput>
  );
}
