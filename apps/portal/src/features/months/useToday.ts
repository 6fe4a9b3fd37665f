import { useState } from 'react';
import { toDay } from './months.ts';

/** Today as yyyy-MM-dd in the viewer's time zone, fixed for the life of the component. */
export function useToday(): string {
  const [today] = useState(() => toDay(new Date()));
  return today;
}
