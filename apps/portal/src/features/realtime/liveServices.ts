import type { PageMetricsOptions, RealtimeOptions } from '@airtime/api-client';
import type { ConfigWarn } from './realtimeConfig.ts';

import { whenBrowserIdle } from './whenBrowserIdle.ts';

const loadLiveModules = () => import('./liveModules.ts');
const loadPageMetrics = () => import('./pageMetricsModule.ts');

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
  // The realtime settings load with realtime's modules: the sign-in page does without both.
  loadRealtimeConfig: (warn: ConfigWarn) =>
    loadLiveModules().then((modules) => modules.loadRealtimeConfig(warn)),
  // Once the browser is idle after the first render: connecting (pusher-js) took 45-66 ms of the
  // load's long tasks. Events sent before the subscriptions are in are not replayed.
  startRealtime: (options: RealtimeOptions): Stoppable =>
    startLoaded(
      () => whenBrowserIdle().then(loadLiveModules),
      (modules) => modules.startRealtime(options),
    ),
  scheduleNotificationPermissionCheck: (): (() => void) =>
    startLoaded(loadLiveModules, (modules) => ({
      stop: modules.scheduleNotificationPermissionCheck(),
    })).stop,
  startPageMetrics: (options: PageMetricsOptions): Stoppable =>
    startLoaded(loadPageMetrics, (modules) => modules.startPageMetrics(options)),
};
