import type { PageMetricsOptions, RealtimeOptions } from '@airtime/api-client';

type LiveModules = typeof import('./liveModules.ts');

interface Stoppable {
  stop(): void;
}

/**
 * Starts something from the live modules once they have loaded (a separate chunk: the sign-in
 * page does not need them); stopping before they load starts nothing.
 */
function startLoaded(start: (modules: LiveModules) => Stoppable): Stoppable {
  let stopped = false;
  let started: Stoppable | undefined;
  void import('./liveModules.ts').then((modules) => {
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
  startRealtime: (options: RealtimeOptions): Stoppable =>
    startLoaded((modules) => modules.startRealtime(options)),
  scheduleNotificationPermissionCheck: (): (() => void) =>
    startLoaded((modules) => ({ stop: modules.scheduleNotificationPermissionCheck() })).stop,
  startPageMetrics: (options: PageMetricsOptions): Stoppable =>
    startLoaded((modules) => modules.startPageMetrics(options)),
};
