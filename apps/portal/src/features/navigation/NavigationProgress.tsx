import { lazy, Suspense, useEffect } from 'react';
import { useNavigation } from 'react-router';

const loadBar = () => import('./navigationBar.ts');

// The design system's ProgressBar brings React Aria's progress bar and number formatting: the
// sign-in page does without until the browser is idle, and the first navigation has it by then.
const ProgressBar = lazy(() => loadBar().then((module) => ({ default: module.ProgressBar })));

/** The thin accent bar at the top of the window while a navigation is pending (spec §2). */
export function NavigationProgress() {
  const navigation = useNavigation();
  useEffect(() => {
    const preload = () => void loadBar();
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(preload);
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1_000);
    return () => clearTimeout(timer);
  }, []);
  if (navigation.state === 'idle') return null;
  return (
    <Suspense fallback={null}>
      <ProgressBar variant="navigation" label="Loading page" />
    </Suspense>
  );
}
