import { LoadingOverlay } from '@airtime/design-system';

/** The full-window overlay of the app's first load, before any page can show. */
export function FirstLoadOverlay() {
  return <LoadingOverlay isLoading placement="fullScreen" label="Loading Airtime" />;
}
