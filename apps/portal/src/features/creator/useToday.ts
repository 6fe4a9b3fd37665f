import { useState } from 'react';

/** Today as yyyy-MM-dd in the viewer's time zone, fixed for the life of the component. */
export function useToday(): string {
  const [today] = useState(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  return today;
}
