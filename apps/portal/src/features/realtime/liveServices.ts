import type { PageMetricsOptions, RealtimeOptions } from '@airtime/api-client';
import { NOTIFICATION_CHECK_DELAY_MS, PERFORMANCE_INITIAL_DELAY_MS } from '@airtime/domain';
import { whenPageSettled } from './pageSettled.ts';
import type { ConfigWarn } from './realtimeConfig.ts';

// Realtime's modules (and pusher-js after them) and the page metrics reporter load once the page
// has settled: the page's own files and data come first.
const loadLiveModules = () => liveServices.whenPageSettled().then(() => import('./liveModules.ts'));
// The page metrics reporter waits 3 s before measuring (spec §9): its module can wait too.
const loadPageMetrics = () =>
  liveServices.whenPageSettled().then(() => import('./pageMetricsModule.ts'));

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
  // What changed before the channels were joined is read again once they are (startRealtime).
  startRealtime: (options: RealtimeOptions): Stoppable =>
    startLoaded(loadLiveModules, (modules) => modules.startRealtime(options)),
  // About 3 s after asking (spec §4), whenever the module came: at settle if that was later.
  scheduleNotificationPermissionCheck: (): (() => void) => {
    const asked = performance.now();
    return startLoaded(loadLiveModules, (modules) => ({
      stop: modules.scheduleNotificationPermissionCheck(undefined, {
        delayMs: Math.max(0, NOTIFICATION_CHECK_DELAY_MS - (performance.now() - asked)),
      }),
    })).stop;
  },
  // Measuring starts 3 s after asking (the page's start), or at settle if that was later.
  startPageMetrics: (options: PageMetricsOptions): Stoppable => {
    const asked = performance.now();
    return startLoaded(loadPageMetrics, (modules) =>
      modules.startPageMetrics({
        initialDelayMs: Math.max(0, PERFORMANCE_INITIAL_DELAY_MS - (performance.now() - asked)),
        ...options,
      }),
    );
  },
};
