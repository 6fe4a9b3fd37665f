import { Button } from 'react-aria-components/Button';
import { Link, type LinkProps } from 'react-aria-components/Link';
import { type CalendarEntryVariants, entry, entryTitle } from './CalendarEntry.css.ts';
import type { CalendarView } from './calendarDates.ts';

/** A dated item shown by the Calendar. */
export interface CalendarItem {
  /** Unique among the items. */
  id: string;
  /** The day it falls on, `yyyy-MM-dd`. */
  date: string;
  /** What it is, e.g. "Acme × Linus Tech Tips: integration". */
  title: string;
  /**
   * Its colour (always with the title, never instead of it): map a status to a tone in the app.
   * @default 'neutral'
   */
  tone?: CalendarEntryVariants['tone'];
  /**
   * Where it leads; without one the item is a button calling `onItemAction`.
   * @default undefined
   */
  href?: string;
}

interface CalendarEntryProps {
  item: CalendarItem;
  view: CalendarView;
  /** Only the focused day's items are in the tab order: the grid keeps a single tab stop. */
  isTabbable: boolean;
  onAction: ((item: CalendarItem) => void) | undefined;
}

// React Aria's Link has no excludeFromTabOrder; its render prop lets the <a> take tabIndex -1.
const outOfTabOrder: NonNullable<LinkProps['render']> = (props) =>
  'href' in props ? <a {...props} tabIndex={-1} /> : <span {...props} />;

/** One item in a day: a link with an href, a button with an action, plain text with neither. */
export function CalendarEntry({ item, view, isTabbable, onAction }: CalendarEntryProps) {
  const title = <span className={entryTitle({ view })}>{item.title}</span>;
  if (item.href !== undefined) {
    return (
      <Link
        href={item.href}
        className={entry({ tone: item.tone, view })}
        {...(isTabbable ? {} : { render: outOfTabOrder })}
      >
        {title}
      </Link>
    );
  }
  if (onAction) {
    return (
      <Button
        className={entry({ tone: item.tone, view })}
        excludeFromTabOrder={!isTabbable}
        onPress={() => onAction(item)}
      >
        {title}
      </Button>
    );
  }
  return <span className={entry({ tone: item.tone, view, isStatic: true })}>{title}</span>;
}
