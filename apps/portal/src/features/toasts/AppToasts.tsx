import { toast } from '@airtime/design-system';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

const ToastRegion = lazy(() =>
  import('./toastRegion.ts').then((module) => ({ default: module.ToastRegion })),
);

const subscribe = (onChange: () => void) => toast.queue.subscribe(onChange);
const hasToasts = () => toast.queue.visibleToasts.length > 0;

/**
 * The app's toasts. Most pages never toast, so the region (React Aria's landmark and toast code)
 * loads with the first toast and then stays, for the next ones and the leaving animations.
 */
export function AppToasts() {
  const isToasting = useSyncExternalStore(subscribe, hasToasts, hasToasts);
  const [isNeeded, setNeeded] = useState(isToasting);
  useEffect(() => {
    if (isToasting) setNeeded(true);
  }, [isToasting]);
  if (!isNeeded && !isToasting) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
