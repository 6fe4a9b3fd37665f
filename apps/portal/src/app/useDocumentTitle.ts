import { formatDocumentTitle } from '@airtime/domain';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { appTypeOf } from './routeHandle.ts';
import { type RecordNames, useRouteTitles } from './useRouteTitles.ts';

/**
 * Keeps `document.title` as decisions §2 writes it: `Airtime | Brands / Acme | agency`. Each layout
 * calls it; the apps' layout passes the record names it loads.
 */
export function useDocumentTitle(names?: RecordNames): void {
  const matches = useMatches();
  const { titles } = useRouteTitles(names);
  const title = formatDocumentTitle({ titles, appType: appTypeOf(matches) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
