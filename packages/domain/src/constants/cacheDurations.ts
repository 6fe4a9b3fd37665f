const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long a cached user profile is trusted before it is fetched again (spec §4, §9). */
export const PROFILE_CACHE_MS = 5 * MINUTE_MS;

/** How long the locally cached visitor IP lookup stays valid (spec §7, §9). */
export const VISITOR_IP_CACHE_MS = 7 * DAY_MS;
