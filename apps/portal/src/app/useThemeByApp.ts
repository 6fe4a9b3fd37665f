import { themeClass } from '@airtime/design-system';
import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { appTypeOf } from './routeHandle.ts';

/** Orange for the agency and brand apps (and public pages), grey for the creator app (spec §2). */
export function useThemeByApp(): void {
  const appType = appTypeOf(useMatches());
  // Before the first paint: set later, every colour would transition from unthemed to themed.
  useLayoutEffect(() => {
    // On <html>, so popovers, modals and toasts portalled to <body> are themed too.
    document.documentElement.className = themeClass(appType === 'creator' ? 'grey' : 'orange');
  }, [appType]);
}
