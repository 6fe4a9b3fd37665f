import { LoadingOverlay, ProgressBar } from '@airtime/design-system';
import { useNavigation } from 'react-router';

/** The thin accent bar at the top of the window while a navigation is pending (spec §2). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <ProgressBar variant="navigation" label="Loading page" />;
}

/** The full-window overlay of the app's first load, before any page can show. */
export function FirstLoadOverlay() {
  return <LoadingOverlay isLoading placement="fullScreen" label="Loading Airtime" />;
}
