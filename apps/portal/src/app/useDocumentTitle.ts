import { formatDocumentTitle } from '@airtime/domain';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { appTypeOf } from './routeHandle.ts';
import { useRouteTitles } from './useRouteTitles.ts';

/** Keeps `document.title` as decisions §2 writes it: `Airtime | Brands / Acme | agency`. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { titles } = useRouteTitles();
  const title = formatDocumentTitle({ titles, appType: appTypeOf(matches) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
