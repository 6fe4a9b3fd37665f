/** Wait between closing a modal reopened with other props and opening it again (spec §4). */
export const MODAL_REOPEN_DELAY_MS = 250;

/** Wait after start before the app checks the browser notification permission (spec §4, §9). */
export const NOTIFICATION_CHECK_DELAY_MS = 3000;

/** Wait after start before performance measuring begins, so start-up work does not skew it. */
export const PERFORMANCE_INITIAL_DELAY_MS = 3000;

/** Longest time performance metrics are collected before they are sent (spec §9). */
export const PERFORMANCE_MAX_MEASURE_MS = 15000;

/** How long a toast stays before closing itself: behaviour, not looks, as it is reading time. */
export const TOAST_DURATION_MS = 5000;
