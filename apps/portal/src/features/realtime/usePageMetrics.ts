import { useEffect } from 'react';
import { getClient } from '../../app/services.ts';
import { liveServices } from './liveServices.ts';

let started = false;

/** Forgets that this page reported its metrics (between tests: each test is a page load). */
export function forgetPageMetrics(): void {
  started = false;
}

/** The third-party IP lookup (spec §7), only where VITE_IP_LOOKUP_URL names one; else no IP. */
async function lookupIp(): Promise<string | null> {
  const url: string | undefined = import.meta.env.VITE_IP_LOOKUP_URL;
  if (!url) return null;
  try {
    const response = await fetch(url);
    return response.ok ? (await response.text()).trim() : null;
  } catch {
    return null;
  }
}

/** Reports this page load's metrics once per page (spec §5, §9); the reporter skips what it must. */
export function usePageMetrics(): void {
  useEffect(() => {
    if (started || !liveServices.enabled) return;
    started = true;
    liveServices.startPageMetrics({ client: getClient(), lookupIp });
  }, []);
}
