// Story data only: campaign statuses, never exported from the package.
import { CircleDashed, CirclePause, CirclePlay, CircleStop } from 'lucide-react';
import type { ReactNode } from 'react';
import { SelectItem } from './SelectItem.tsx';

export interface Status {
  id: string;
  name: string;
  description?: string;
  icon?: ReactNode;
}

export const STATUSES: Status[] = [
  {
    id: 'planning',
    name: 'Planning',
    description: 'Creators are being chosen.',
    icon: <CircleDashed />,
  },
  { id: 'active', name: 'Active', description: 'Airings are going out.', icon: <CirclePlay /> },
  {
    id: 'paused',
    name: 'Paused',
    description: 'No new airings until resumed.',
    icon: <CirclePause />,
  },
  { id: 'ended', name: 'Ended', description: 'Every airing is done.', icon: <CircleStop /> },
];

/** An option with the status's icon and a line saying what it means. */
export function renderStatusWithIcon(status: Status) {
  return (
    <SelectItem icon={status.icon} description={status.description}>
      {status.name}
    </SelectItem>
  );
}
