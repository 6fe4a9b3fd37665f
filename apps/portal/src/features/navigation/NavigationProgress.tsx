import { NativeProgressBar } from '@airtime/design-system';
import { useNavigation } from 'react-router';

/** The thin accent bar at the top of the window while a navigation is pending (spec §2). */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <NativeProgressBar label="Loading page" />;
}
