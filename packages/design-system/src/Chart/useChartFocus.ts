import { type KeyboardEvent, useRef, useState } from 'react';
import { getNextMarkIndex } from './chartScales.ts';

/** What a mark needs to take part: spread it on the SVG element. */
export interface ChartMarkProps {
  ref: (element: SVGElement | null) => void;
  role: 'img';
  'aria-label': string;
  tabIndex: 0 | -1;
  'data-active': true | undefined;
  onFocus: () => void;
  onBlur: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onKeyDown: (event: KeyboardEvent<SVGElement>) => void;
}

/**
 * The marks of a chart as one tab stop: arrow keys, Home and End move focus between them, the
 * mark under the pointer or focus is active (its tooltip shows), Escape hides the tooltip.
 */
export function useChartFocus(count: number) {
  const [focused, setFocused] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const marks = useRef<Array<SVGElement | null>>([]);
  const active = hovered ?? focused;

  function markProps(index: number, label: string): ChartMarkProps {
    return {
      ref: (element) => {
        marks.current[index] = element;
      },
      role: 'img',
      'aria-label': label,
      tabIndex: index === Math.min(tabStop, count - 1) ? 0 : -1,
      'data-active': active === index || undefined,
      onFocus: () => {
        setFocused(index);
        setTabStop(index);
        setDismissed(false);
      },
      onBlur: () => setFocused(null),
      onPointerEnter: () => {
        setHovered(index);
        setDismissed(false);
      },
      onPointerLeave: () => setHovered(null),
      onKeyDown: (event) => {
        if (event.key === 'Escape') {
          // Only when there is a tooltip to hide: otherwise Escape is the dialog's around us.
          if (active !== null && !dismissed) event.stopPropagation();
          setDismissed(true);
          return;
        }
        const next = getNextMarkIndex(index, event.key, count);
        if (next === null) return;
        event.preventDefault();
        marks.current[next]?.focus();
      },
    };
  }

  return { activeIndex: dismissed ? null : active, markProps };
}
