import { themeClass } from '@airtime/design-system';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { appTypeOf } from './routeHandle.ts';

/** Orange for the agency and brand apps (and public pages), grey for the creator app (spec §2). */
export function useThemeByApp(): void {
  const appType = appTypeOf(useMatches());
  useEffect(() => {
    // On <html>, so popovers, modals and toasts portalled to <body> are themed too.
    document.documentElement.className = themeClass(appType === 'creator' ? 'grey' : 'orange');
  }, [appType]);
}
