import type { PageMetricsOptions, RealtimeOptions } from '@airtime/api-client';
import { NOTIFICATION_CHECK_DELAY_MS, PERFORMANCE_INITIAL_DELAY_MS } from '@airtime/domain';
import { whenPageSettled } from './pageSettled.ts';
import type { ConfigWarn } from './realtimeConfig.ts';

// Realtime's modules (and pusher-js after them) and the page metrics reporter load once the page
// has settled: the page's own files and data come first.
const importLiveModules = () => import('./liveModules.ts');
const loadLiveModules = () => liveServices.whenPageSettled().then(importLiveModules);
// The page metrics reporter waits 3 s before measuring (spec §9): its module can wait too.
const loadPageMetrics = () =>
  liveServices.whenPageSettled().then(() => import('./pageMetricsModule.ts'));

/** What is left of `delayMs` counted from `since` (performance.now()), at least 0. */
const leftOf = (delayMs: number, since: number) =>
  Math.max(0, delayMs - (performance.now() - since));

interface Stoppable {
  stop(): void;
}

/**
 * Starts something from a module once it has loaded (a separate chunk: the first render does not
 * wait for it); stopping before it loads starts nothing.
 */
function startLoaded<Module>(
  load: () => Promise<Module>,
  start: (modules: Module) => Stoppable,
): Stoppable {
  let stopped = false;
  let started: Stoppable | undefined;
  void load().then((modules) => {
    if (!stopped) started = start(modules);
  });
  return {
    stop() {
      stopped = true;
      started?.stop();
    },
  };
}

/**
 * What keeps the signed-in app live: realtime, the notification permission check and the page
 * metrics reporter. Unit tests have no Pusher server or web-vitals: there it is off, and tests
 * that check when these start swap the functions in.
 */
export const liveServices = {
  enabled: import.meta.env.MODE !== 'test',
  whenPageSettled,
  // The realtime settings load with realtime's modules: the sign-in page does without both.
  loadRealtimeConfig: (warn: ConfigWarn) =>
    loadLiveModules().then((modules) => modules.loadRealtimeConfig(warn)),
  // Called with the settings loadRealtimeConfig gave, so once the page has settled: no second
  // wait. What changed before the channels were joined is read again once they are.
  startRealtime: (options: RealtimeOptions): Stoppable =>
    startLoaded(importLiveModules, (modules) => modules.startRealtime(options)),
  // About 3 s after asking (spec §4), whenever the module came: at settle if that was later.
  scheduleNotificationPermissionCheck: (): (() => void) => {
    const asked = performance.now();
    return startLoaded(loadLiveModules, (modules) => ({
      stop: modules.scheduleNotificationPermissionCheck(undefined, {
        delayMs: leftOf(NOTIFICATION_CHECK_DELAY_MS, asked),
      }),
    })).stop;
  },
  // Measuring starts 3 s after asking (the page's start), or at settle if that was later.
  startPageMetrics: (options: PageMetricsOptions): Stoppable => {
    const asked = performance.now();
    return startLoaded(loadPageMetrics, (modules) =>
      modules.startPageMetrics({
        initialDelayMs: leftOf(PERFORMANCE_INITIAL_DELAY_MS, asked),
        ...options,
      }),
    );
  },
};
